import { seededDice } from '../dice.ts';
import { DuelError } from './duelError.ts';
import { playRound, resolveScriptedDuel } from '../duel/duel.ts';
import type { RoundScript } from '../duel/types.ts';
import { describeHex, sameHex } from '../hexGeometry.ts';
import { moveUnit } from '../moveUnit.ts';
import type { EventRecorder } from '../recorder.ts';
import type { AttackOrder, GameState, Unit } from '../types.ts';
import { duelTable } from './deal.ts';
import { duelSetupOf } from './setup.ts';
import type { DuelPlay } from './play.ts';

/** The rounds of a duel dealt from the dice and played as the players chose, checked by the duel's own rules. */
function scriptOf(state: GameState, attacker: Unit, defender: Unit, play: DuelPlay): RoundScript[] {
  const where = describeHex(defender.at);
  // The cards are the game's, whatever dice settle its fights (a referee's typed faces deal no cards) [house].
  const { started, deal } = duelTable(state, attacker, defender, seededDice(state.seed));
  if (!started.ok) throw new DuelError(`the duel at ${where} cannot start: ${started.message}`);
  let duel = started.state;
  const rounds: RoundScript[] = [];
  for (const [i, played] of play.rounds.entries()) {
    if (duel.ended) throw new DuelError(`the duel at ${where} was over after round ${i}, but ${play.rounds.length} rounds were played`);
    const dealt = deal(duel);
    // Both heroes hesitating ends the duel before any hand is played: that round has no hands.
    const bothHesitate = new Set(played.hesitate ?? []).size === 2;
    const script: RoundScript = {
      ...(dealt.initiative ? { initiative: { cards: dealt.initiative } } : {}),
      ...(played.hesitate ? { hesitate: played.hesitate } : {}),
      ...(bothHesitate ? {} : { hands: dealt.hands, registers: played.registers }),
    };
    const next = playRound(duel, script);
    if (!next.ok) throw new DuelError(`the duel at ${where}, round ${i + 1}: ${next.message}`);
    duel = next.state;
    rounds.push(script);
  }
  if (!duel.ended) throw new DuelError(`the duel at ${where} is not over: play its round ${play.rounds.length + 1}`);
  return rounds;
}

/**
 * Two heroes' duel, settled from the players' choices and the dealt cards [house, docs/rules.md "Champions"]:
 * wounds stay on the heroes; a beaten hero's unit is destroyed, and an attacker that asked to advance moves in.
 */
export function fightDuel(recorder: EventRecorder, attack: AttackOrder, attacker: Unit, defender: Unit, plays: readonly DuelPlay[]): void {
  const play = plays.find((p) => sameHex(p.target, attack.target));
  if (!play) throw new DuelError(`the duel at ${describeHex(attack.target)} has not been fought: play it before ending the turn`);
  const report = recorder.ask((state) => {
    const rounds = scriptOf(state, attacker, defender, play);
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
