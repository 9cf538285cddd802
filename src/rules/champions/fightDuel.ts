import { DuelError, DuelUnfinished } from './duelError.ts';
import { resolveScriptedDuel } from '../duel/duel.ts';
import type { RoundScript } from '../duel/types.ts';
import { describeHex, sameHex } from '../hexGeometry.ts';
import { moveUnit } from '../moveUnit.ts';
import type { EventRecorder } from '../recorder.ts';
import type { AttackOrder, GameState, HexCoord, Unit } from '../types.ts';
import { duelSoFar } from './duelSoFar.ts';
import { duelSetupOf } from './setup.ts';
import type { DuelPlay } from './play.ts';

/** A duel's rounds, fought to its end; a duel not yet over says where it stands (a referee by e-mail deals on). */
function scriptOf(state: GameState, attacker: Unit, defender: Unit, play: DuelPlay | undefined, target: HexCoord): readonly RoundScript[] {
  const where = describeHex(target);
  const unfinished = { target, attacker, defender, state };
  if (!play) throw new DuelUnfinished(`the duel at ${where} has not been fought: play it before ending the turn`, unfinished);
  const { duel, rounds } = duelSoFar(state, attacker, defender, play);
  if (!duel.ended) throw new DuelUnfinished(`the duel at ${where} is not over: play its round ${play.rounds.length + 1}`, unfinished);
  return rounds;
}

/**
 * Two heroes' duel, settled from the players' choices and the dealt cards [house, docs/rules.md "Champions"]:
 * wounds stay on the heroes; a beaten hero's unit is destroyed, and an attacker that asked to advance moves in.
 */
export function fightDuel(recorder: EventRecorder, attack: AttackOrder, attacker: Unit, defender: Unit, plays: readonly DuelPlay[]): void {
  const play = plays.find((p) => sameHex(p.target, attack.target));
  const report = recorder.ask((state) => {
    const rounds = scriptOf(state, attacker, defender, play, attack.target);
    const resolved = resolveScriptedDuel({ ...duelSetupOf(state, attacker, defender), rounds });
    if (!resolved.ok) throw new DuelError(`the duel at ${describeHex(attack.target)}: ${resolved.message}`);
    return resolved.report;
  });
  recorder.emit({ type: 'DUEL_FOUGHT', attacker: attacker.id, defender: defender.id, at: defender.at, report });
  const [a, d] = report.final;
  for (const [unit, after] of [
    [attacker, a],
    [defender, d],
  ] as const) {
    if (after.vitality <= 0) recorder.emit({ type: 'UNIT_DESTROYED', unit: unit.id, owner: unit.owner, at: unit.at });
    else if (after.vitality !== unit.hero?.vitality) recorder.emit({ type: 'HERO_VITALITY', unit: unit.id, vitality: after.vitality });
  }
  if (d.vitality <= 0 && a.vitality > 0 && attack.advance) moveUnit(recorder, attacker.id, [defender.at]);
}
