// The Karnage rules: pure, deterministic, no UI. State + order + dice → new state + events.
export * from './ids.ts';
export * from './types.ts';
export { RACES, HOME_TERRAIN_RADIUS } from './data/races.ts';
export { UNITS } from './data/units.ts';
export { TERRAIN, FORBIDDEN_NEIGHBOURS, TERRAIN_BY_LETTER } from './data/terrain.ts';
export { BUILDINGS } from './data/buildings.ts';
export * from './data/setup.ts';
export { applyEvent, applyEvents } from './applyEvent.ts';
export { playOrder } from './playOrder.ts';
export { TURN_STRUCTURES, DEFAULT_TURN_STRUCTURE, turnStructureOf } from './turnStructures.ts';
export type { TurnStructure } from './turnStructure.ts';
export { midweekMap, takeOrdersFrom, plansInWeekOrder, yetToSend } from './week/structure.ts';
export { mightOf } from './aftermath.ts';
export { nextNewYear } from './newYear.ts';
export { withdrawOrder } from './withdrawOrder.ts';
export { validateOrder, type Verdict } from './validateOrder.ts';
export { normalizeOrder } from './normalizeOrder.ts';
export { startGame, checkScenario } from './startGame.ts';
export { standardSetup, withHeroes, type SetupPlayer } from './standardSetup.ts';
export type { Scenario, ScenarioPlayer, ScenarioUnit, ScenarioBuilding } from './scenario.ts';
export { COMPUTER_STRENGTHS, type ComputerStrength } from './scenario.ts';
export { seededDice, scriptedDice, parseDiceFaces, DiceError, type DiceSource, type RollKey } from './dice.ts';
export { stateHash } from './stateHash.ts';
export { buildCost, incomeOf, wealthOf, goldAvailable } from './economy.ts';
export { combatSetupFor } from './combatSetupFor.ts';
export { plannedCombats, stateBeforeCombats } from './resolveTurn.ts';
export {
  DEFAULT_COMBAT_SYSTEM,
  combatSystems,
  combatSystemFor,
  combatSystemsLoaded,
  describeCombat,
  loadCombatSystems,
  type AnyCombatSystem,
} from './combat/registry.ts';
export { checkCombatSetup } from './combat/checkSetup.ts';
export type { CombatSetup, AttackerSetup, DefenderSetup } from './combat/setup.ts';
export type { CombatSystem, CombatOdds, Probability, RollDie } from './combat/system.ts';
export { fractionText } from './combat/system.ts';
export type {
  CombatReport,
  CombatReportBase,
  KarnageCombatReport,
  CombatantReport,
  Modifier,
  ModifierSource,
  DieRoll,
  MassCombatReport,
  ChargeRun,
  MassAction,
  MassForceReport,
} from './combat/report.ts';
export {
  plainText,
  type CombatDescription,
  type CombatExplanation,
  type DescribedSide,
  type ExplainedCombatant,
  type RichText,
  type ShownModifier,
  type TextPart,
} from './combat/view.ts';
export * from './stateQueries.ts';
export * from './hexGeometry.ts';
export { reach, moveDestinations, cheapestPath, checkPath, attemptedPath } from './movement.ts';
export { planView, type PlanView } from './plan.ts';
export { cannotEnter } from './cannotEnter.ts';
export { MASS_UNITS, baseAvDam, baseAvTough, type MassUnitRules } from './combat/mass/table.ts';
export { menOf, fullMenOf, menStanding, menText } from './combat/mass/men.ts';
export { isRegroupRound } from './mass/regroup.ts';
export { attackRangeOf } from './boardRulesOf.ts';
// Champions: the small parts every screen may need. The card engine is in ./champions/index.ts, for the
// screens that play a duel (fetched on demand).
export { DUEL_ROUNDS, duelSetupOf } from './champions/setup.ts';
export { WEAPONS, WEAPON_IDS, type Weapon, type WeaponId } from './duel/weapons.ts';
export type * from './duel/types.ts';
export type * from './duel/report.ts';
export { isDuel } from './champions/isDuel.ts';
export { DuelError } from './champions/duelError.ts';
export { HEROES, HERO_HEALS_PER_TURN } from './champions/heroes.ts';
export type { DuelPlay, PlayedRound } from './champions/play.ts';
export { buildingPurpose, unitStats } from './text/purposes.ts';
