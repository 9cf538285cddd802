import { duelFighter } from './champions/duelFighter.ts';
import { isDuel } from './champions/isDuel.ts';
import type { DuelPlay } from './champions/play.ts';
import { boardRulesOf } from './boardRulesOf.ts';
import { afterTheFight } from './aftermath.ts';
import { endSiegesThatCannotGoOn } from './siegesEnd.ts';
import { combatSystems } from './combat/registry.ts';
import type { CombatReport } from './combat/report.ts';
import { combatSetupFor } from './combatSetupFor.ts';
import type { DiceSource } from './dice.ts';
import type { UnitId } from './ids.ts';
import { moveUnit, unitOf } from './moveUnit.ts';
import type { EventRecorder } from './recorder.ts';
import { unitAt } from './stateQueries.ts';
import type { AttackOrder, GameState, HexCoord, Unit } from './types.ts';

/** What a fight needs to know of the board before its dice roll; nothing that the fight's events change. */
function fightBefore(state: GameState, attacks: readonly AttackOrder[], target: HexCoord) {
  const attackers = attacks.map((a) => unitOf(a.unit)(state)).filter((u): u is Unit => u !== undefined);
  const setup = combatSetupFor(state, attackers, target);
  return { attackers, setup, defender: unitAt(state, target), turnNumber: state.turnNumber, combatSystem: state.combatSystem };
}

/**
 * One combat: its dice rolled, its losses and any advance emitted. `bouts` counts each unit's fights so
 * far this turn (a week can attack one defender more than once), so no die is rolled twice.
 */
export function fight(
  recorder: EventRecorder,
  declared: readonly AttackOrder[],
  dice: DiceSource,
  bouts: Map<UnitId, number> = new Map(),
  duels: readonly DuelPlay[] = [],
): void {
  const board = recorder.ask(boardRulesOf);
  const attacks = board ? board.beforeFight(recorder, declared) : declared;
  const target = attacks[0]?.target;
  if (!target) return;
  const { attackers, setup, defender, turnNumber, combatSystem } = recorder.ask((state) => fightBefore(state, attacks, target));
  if (!setup || !defender) return;
  const [lone] = attacks;
  if (lone && attacks.length === 1 && isDuel(attackers[0], defender) && attackers[0]) {
    duelFighter()(recorder, lone, attackers[0], defender, duels);
    endSiegesThatCannotGoOn(recorder);
    return;
  }
  const report = combatSystems.get(combatSystem).resolve(setup, (sides, role, combatant, attempt) => {
    const unit = role === 'attack' ? attackers[combatant] : defender;
    if (!unit) throw new Error(`no attacker ${combatant} in a combat of ${attackers.length}`);
    const bout = bouts.get(unit.id);
    return dice.roll(sides, bout ? { turnNumber, unit: unit.id, role, attempt, bout } : { turnNumber, unit: unit.id, role, attempt });
  });
  for (const unit of [...attackers, defender]) bouts.set(unit.id, (bouts.get(unit.id) ?? 0) + 1);
  // Every system's report is one of the CombatReport union (report.ts): the game's events store them as such.
  recorder.emit({ type: 'COMBAT_RESOLVED', report: report as CombatReport });
  if (report.defenderDestroyed) {
    recorder.emit({ type: 'UNIT_DESTROYED', unit: defender.id, owner: defender.owner, at: defender.at });
    const advancing = attacks.find((a) => a.advance);
    if (advancing) moveUnit(recorder, advancing.unit, [target]);
  }
  for (const attacker of report.attackersDestroyed.map((index) => attackers[index])) {
    if (attacker) recorder.emit({ type: 'UNIT_DESTROYED', unit: attacker.id, owner: attacker.owner, at: attacker.at });
  }
  afterTheFight(recorder, attackers, defender, report);
  board?.afterFight(recorder, attacks, report);
  endSiegesThatCannotGoOn(recorder);
}
