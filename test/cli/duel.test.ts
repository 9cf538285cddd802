import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli, refusedInOneLine } from '../support/runCli.ts';

// `karnage duel`: a Champions duel [seed 001] from a referee's script, every register's totals as JSON.

const EXAMPLE = 'test/rules/duel/devonAndSoldier.json';
const example = () => JSON.parse(readFileSync(EXAMPLE, 'utf8'));
const duel = (script: object) => cli('duel', JSON.stringify(script));

/** The example with its round changed. */
function withRound(change: (round: any) => void): object {
  const script = example();
  change(script.rounds[0]);
  return script;
}

const refused = (script: object): string => refusedInOneLine('duel', JSON.stringify(script));

describe("karnage duel: the seed's example", () => {
  it('from @file: −1 fails, −1 fails, the +6 disarm succeeds, the soldier out of cards', () => {
    const result = cli('duel', `@${EXAMPLE}`);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    const registers = result.json().rounds[0].registers;
    expect(registers.map((r: any) => [r.sides[0].maneuver, r.sides[0].total, r.sides[0].success])).toEqual([
      ['attack', -1, false],
      ['attack', -1, false],
      ['disarm', 6, true],
    ]);
    expect(registers.map((r: any) => r.sides[1]?.total ?? null)).toEqual([5, -2, null]);
    expect(registers[0].sides[0].terms).toEqual({ card: 3, modifiers: 1, difficulty: 0, stepping: 0, parry: -5 });
    expect(registers[1].sides[0].terms.parry).toBe(0);
    expect(registers[2].sides[0].terms).toEqual({ card: 10, modifiers: 1, difficulty: -5, stepping: 0, parry: 0 });
    expect(registers[2].sides[0].effects[0]).toMatchObject({ kind: 'disarmed', who: 'soldier', weapon: 'sword' });
    expect(registers[2].after[1].weapon).toBe('fists');
    expect(result.json().end.reason).toBe('script ran out');
  });

  it('inline JSON gives the same report as the file', () => {
    expect(duel(example()).out).toBe(cli('duel', `@${EXAMPLE}`).out);
  });

  it('cards print with a real minus sign', () => {
    expect(duel(example()).json().rounds[0].hands[1]).toEqual(['\u22122 (hit)', '+5']);
  });
});

describe('karnage duel: refusals are one line, exit 1', () => {
  it('a card not in the hand', () => {
    const script = withRound((round) => {
      round.registers[2].Devon.card = '+4';
    });
    expect(refused(script)).toMatch(/round 1, register 3: Devon: \+4 is not in the hand \(left: \+10\)/);
  });

  it('a card the deck lacks', () => {
    expect(refused(withRound((round) => (round.hands.Devon[0] = '+11')))).toMatch(/is no card of the deck/);
    expect(refused(withRound((round) => (round.hands.Devon[0] = '0 (hit)')))).toMatch(/is no card of the deck/);
  });

  it('a name that is not a combatant', () => {
    expect(refused(withRound((round) => (round.hands.Devin = ['+1'])))).toMatch(/no combatant named "Devin"/);
  });

  it('a hand of the wrong size', () => {
    expect(refused(withRound((round) => round.hands.soldier.push('+1')))).toMatch(/soldier holds 2 cards this round, not 3/);
  });

  it('an unknown maneuver or key, and broken JSON', () => {
    expect(refused(withRound((round) => (round.registers[0].Devon.maneuver = 'lunge')))).toMatch(/the duel JSON has errors/);
    expect(refused(withRound((round) => (round.registers[0].Devon.flourish = true)))).toMatch(/the duel JSON has errors/);
    const broken = cli('duel', '{"combatants":');
    expect(broken.code).toBe(1);
  });

  it('a missing argument is a usage error (exit 2)', () => {
    expect(cli('duel').code).toBe(2);
  });
});
