// The Champions duel engine [seed 001; issue 14]: card-driven one-against-one melee between heroes, and one
// hero against several foes (several.ts). Pure rules.

export { bestValue, cardText, copiesInDeck, DECK_SIZE, deal, fullDeck, parseCard, sameCard, shuffledDeck, type Card, type Uniform } from './deck.ts';
export {
  DEFAULT_MAX_ROUNDS,
  dealRound,
  MAX_RANGE,
  MAX_ROUNDS,
  playRound,
  resolveScriptedDuel,
  roundNeeds,
  startDuel,
  type Refused,
  type RoundNeeds,
} from './duel.ts';
export { combatantProblem, DEFAULT_VITALITY, handSize, MAX_SKILL, MAX_VITALITY, maneuverAllowance, modifiersOf } from './heroes.ts';
export { CALLED_SHOT, HIT_LOCATIONS, MANEUVER_IDS, MANEUVERS, relativeSize, SIZES, type HitLocation, type ManeuverId, type Size } from './maneuvers.ts';
export { dealMeleeRound, meleeRoundNeeds, playMeleeRound, resolveScriptedMelee, startMelee } from './several.ts';
export {
  MAX_FOES,
  MIN_FOES,
  type IdleManeuver,
  type LoneDeclaration,
  type MeleeEndReason,
  type MeleeInitiative,
  type MeleeRegister,
  type MeleeRegisterReport,
  type MeleeReport,
  type MeleeRoundReport,
  type MeleeRoundScript,
  type MeleeScript,
  type MeleeSetup,
  type MeleeState,
  type PairRegisterReport,
} from './severalTypes.ts';
export type { DuelReport, Effect, FighterAfter, InitiativeHow, ManeuverReport, RegisterReport, RoundReport, Terms } from './report.ts';
export {
  other,
  type Combatant,
  type Declaration,
  type DuelScript,
  type DuelSetup,
  type DuelState,
  type EndReason,
  type FighterState,
  type HeroSheet,
  type InitiativeScript,
  type Pair,
  type RoundScript,
  type Side,
} from './types.ts';
export { isWeaponId, parries, reaches, WEAPON_IDS, WEAPONS, WRESTLING, type Weapon, type WeaponId, type WeaponKind } from './weapons.ts';
