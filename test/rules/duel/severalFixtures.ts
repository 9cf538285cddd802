import { expect } from 'vitest';
import {
  resolveScriptedMelee,
  type Combatant,
  type Declaration,
  type LoneDeclaration,
  type ManeuverId,
  type MeleeReport,
  type MeleeRoundScript,
  type MeleeScript,
  type PairRegisterReport,
} from '../../../src/rules/duel/index.ts';
import { card, cards, declare, hero } from './fixtures.ts';

// Melees of the tests [seed 001, "Multiple Opponents"]: Ann alone against Bob, Cid and Dan, all with swords.

export const ann = hero('Ann', { skills: { sword: 3 } });
export const bob = hero('Bob', { skills: { sword: 2 } });
export const cid = hero('Cid', { skills: { sword: 2 } });
export const dan = hero('Dan', { skills: { sword: 2 } });

/** The lone hero's maneuver against foe `against` (0: the first foe). */
export const at = (against: number, maneuver: ManeuverId, text: string, more: Partial<Declaration> = {}): LoneDeclaration => ({
  ...declare(maneuver, text, more),
  against,
});

/** A register: the lone hero's maneuvers, then each foe's (null: none). */
export const register = (lone: LoneDeclaration[], ...foes: (Declaration | null)[]) => ({ lone, foes });

/** A round's hands: the lone hero's, then each foe's. */
export const hands = (lone: string[], ...foes: string[][]): MeleeRoundScript['hands'] => ({ lone: cards(...lone), foes: foes.map((f) => cards(...f)) });

/** A melee of Ann against these foes, the initiative over the foes in `over` (none: every foe holds it over her). */
export function melee(foes: Combatant[], rounds: MeleeRoundScript[], more: Partial<MeleeScript> = {}): MeleeScript {
  return { lone: ann, foes, initiative: { over: [] }, rounds, ...more };
}

export function playMelee(script: MeleeScript): MeleeReport {
  const resolved = resolveScriptedMelee(script);
  if (!resolved.ok) throw new Error(`refused: ${resolved.message}`);
  return resolved.report;
}

/** The one line a melee script is refused with; fails the test when it is accepted. */
export function meleeRefusal(script: MeleeScript): string {
  const resolved = resolveScriptedMelee(script);
  if (resolved.ok) throw new Error('the melee was accepted');
  expect(resolved.message.split('\n')).toHaveLength(1);
  return resolved.message;
}

/** Round `round`, register `reg` (both from 1): the pair with this foe. */
export function pairOf(report: MeleeReport, round: number, reg: number, foe: string): PairRegisterReport {
  const found = report.rounds[round - 1]?.registers[reg - 1]?.pairs.find((p) => p.foe === foe);
  if (!found) throw new Error(`no pair with ${foe} in round ${round}, register ${reg}`);
  return found;
}

export { card };
