import { describe, expect, it } from 'vitest';
import { resolveScriptedDuel, type DuelReport } from '../../../src/rules/duel/index.ts';
import { devonAndSoldier } from './fixtures.ts';

// The seed's worked example [seed 001], register by register: −1 (fails), −1 (fails), +6 disarm (succeeds),
// the soldier out of cards.

function report(): DuelReport {
  const resolved = resolveScriptedDuel(devonAndSoldier);
  if (!resolved.ok) throw new Error(resolved.message);
  return resolved.report;
}

describe("the seed's example: Devon and the soldier", () => {
  it('Devon +1 (finesse 0 + force 1), the soldier 0 (finesse 0 + force 1 + armour −1)', () => {
    expect(report().combatants.map((c) => c.modifiers)).toEqual([1, 0]);
  });

  it('initiative: Devon draws +2 from combat training, the soldier the default one card, −4: Devon holds it', () => {
    const round = report().rounds[0]!;
    expect(round.initiative).toEqual({ draw: [['+2'], ['\u22124']], best: [2, -4], how: 'drawn', holder: 'Devon' });
    expect(round.holder).toBe('Devon');
    expect(round.hands).toEqual([
      ['+3 (hit)', '\u22122', '+10'],
      ['\u22122 (hit)', '+5'],
    ]);
    expect(round.handSizes).toEqual([3, 2]);
    expect(round.maneuversAllowed).toEqual([3, 3]);
  });

  it('register 1: the soldier parries +5; Devon attacks +3 + 1 + 0 − 5 = −1 and fails', () => {
    const [devon, soldier] = report().rounds[0]!.registers[0]!.sides;
    expect(soldier).toMatchObject({ maneuver: 'parry', card: '+5', total: 5, terms: { card: 5, modifiers: 0, difficulty: 0, stepping: 0, parry: 0 } });
    expect(devon).toMatchObject({ maneuver: 'attack', card: '+3 (hit)', total: -1, opposed: true, success: false, effects: [] });
    expect(devon!.terms).toEqual({ card: 3, modifiers: 1, difficulty: 0, stepping: 0, parry: -5 });
    expect(soldier!.success).toBe(true);
  });

  it('register 2: the parry −2 is not positive and takes nothing off; Devon −2 + 1 + 0 = −1 fails; the soldier chooses not to riposte', () => {
    const [devon, soldier] = report().rounds[0]!.registers[1]!.sides;
    expect(soldier).toMatchObject({ maneuver: 'parry', card: '\u22122 (hit)', total: -2, riposte: false });
    expect(devon).toMatchObject({ maneuver: 'attack', card: '\u22122', total: -1, opposed: true, success: false });
    expect(devon!.terms).toEqual({ card: -2, modifiers: 1, difficulty: 0, stepping: 0, parry: 0 });
  });

  it('register 3: the soldier is out of cards; the disarm +10 + 1 − 5 = +6 succeeds and flings his sword', () => {
    const register = report().rounds[0]!.registers[2]!;
    const [devon, soldier] = register.sides;
    expect(soldier).toBeNull();
    expect(devon).toMatchObject({ maneuver: 'disarm', card: '+10', total: 6, opposed: false, success: true });
    expect(devon!.terms).toEqual({ card: 10, modifiers: 1, difficulty: -5, stepping: 0, parry: 0 });
    expect(devon!.effects).toEqual([{ kind: 'disarmed', who: 'soldier', weapon: 'sword', text: expect.stringContaining('flung') }]);
    expect(register.after[1]).toEqual({ vitality: 10, weapon: 'fists', offHand: null });
    // The soldier plays nothing, so the range stays [house]: every register at the swords' range 1.
    expect(report().rounds[0]!.registers.map((r) => [r.rangeBefore, r.rangeAfter])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });

  it('the disarm does not end the duel: the script runs out after the round', () => {
    const duel = report();
    expect(duel.rounds[0]!.registers).toHaveLength(3);
    expect(duel.end).toEqual({ reason: 'script ran out', beaten: [], afterRound: 1 });
    expect(duel.final[1]).toMatchObject({ name: 'soldier', weapon: 'fists', vitality: 10 });
  });
});
