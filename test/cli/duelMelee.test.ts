import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli, refusedInOneLine } from '../support/runCli.ts';

// `karnage duel` with a melee [seed 001, "Multiple Opponents"]: one hero ("lone") against several ("foes"),
// every register printed pair by pair; the two-combatant JSON is unchanged.

const EXAMPLE = 'test/rules/duel/annAgainstBobAndCid.json';
const example = () => JSON.parse(readFileSync(EXAMPLE, 'utf8'));
const duel = (script: object) => cli('duel', JSON.stringify(script));

/** The example with a change. */
function changed(change: (script: any) => void): object {
  const script = example();
  change(script);
  return script;
}

const refused = (script: object): string => refusedInOneLine('duel', JSON.stringify(script));

describe('karnage duel: a melee', () => {
  it("from @file: every register's pairs, their totals and results", () => {
    const result = cli('duel', `@${EXAMPLE}`);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    const report = result.json();
    const [first, second] = report.rounds[0].registers;
    const line = (pair: any) => [pair.foe, pair.first, ...pair.sides.map((s: any) => s && [s.maneuver, s.total, s.success])];
    expect(first.pairs.map(line)).toEqual([
      ['Bob', 'Ann', ['parry', 5, true], ['attack', -2, false]],
      ['Cid', 'Cid', null, ['attack', 2, true]],
    ]);
    expect(first.pairs[0].sides[1].terms).toEqual({ card: 3, modifiers: 0, difficulty: 0, stepping: 0, parry: -5 });
    expect(first.after.lone.vitality).toBe(8);
    expect(second.pairs.map(line)).toEqual([
      ['Bob', 'Ann', ['parry', 1, false], ['attack', 1, true]],
      ['Cid', 'Cid', ['parry', -1, false], ['attack', 4, true]],
    ]);
    expect(second.pairs[1].sides[1].terms.parry).toBe(0);
    expect(report.rounds[0].initiative).toEqual({ how: 'given', draw: null, over: 'Bob' });
    expect(report.startRanges).toEqual([1, 1]);
    expect(report.end).toEqual({ reason: 'script ran out', beaten: [], afterRound: 1 });
    expect(report.final.lone).toEqual({ name: 'Ann', vitality: 8, weapon: 'sword', offHand: null, carried: [] });
  });

  it('the initiative over one foe may be a list of one, or drawn by cards', () => {
    expect(duel(changed((s) => (s.initiative = { over: ['Bob'] }))).out).toBe(cli('duel', `@${EXAMPLE}`).out);
    const drawn = duel(changed((s) => (s.initiative = { cards: { Ann: ['+1 (hit)'], Bob: ['-5'], Cid: ['-4'] } }))).json();
    expect(drawn.rounds[0].initiative).toEqual({ how: 'drawn', draw: { lone: ['+1 (hit)'], foes: [['\u22125'], ['\u22124']] }, over: 'Bob' });
  });

  it('a two-combatant duel still reads as before', () => {
    const result = cli('duel', '@test/rules/duel/devonAndSoldier.json');
    expect(result.code).toBe(0);
    expect(result.json().combatants.map((c: any) => c.name)).toEqual(['Devon', 'soldier']);
  });
});

describe('karnage duel: a melee refused, one line, exit 1', () => {
  const register = (s: any, n: number) => s.rounds[0].registers[n];
  it.each([
    ['a parry naming no foe', (s: any) => delete register(s, 0).Ann.against, /registers\[0\]\.Ann: name the foe the maneuver is made against \("against"\)/],
    ['a parry against the lone hero itself', (s: any) => (register(s, 0).Ann.against = 'Ann'), /Ann is the lone hero; name one of its foes/],
    ['a parry against a stranger', (s: any) => (register(s, 0).Ann.against = 'Dan'), /no hero named "Dan" \(they are Ann, Bob, Cid\)/],
    ['a foe naming its foe', (s: any) => (register(s, 0).Bob.against = 'Ann'), /Bob: a foe's maneuver is made against Ann; leave "against" out/],
    [
      'a foe with two maneuvers',
      (s: any) => (register(s, 0).Bob = [register(s, 0).Bob, register(s, 0).Bob]),
      /Bob: a foe makes one maneuver a register; only Ann parries several/,
    ],
    [
      'the initiative over two foes',
      (s: any) => (s.initiative = { over: ['Bob', 'Cid'] }),
      /round 1: Ann holds the initiative over one foe at a time, not 2 \(Bob, Cid\)/,
    ],
    ['an attack and a parry in one register', (s: any) => (register(s, 1).Ann[0].maneuver = 'attack'), /Ann: 2 maneuvers in one register; only parries/],
    ['a parry against a foe who does not attack', (s: any) => (register(s, 1).Cid = null), /Ann: parries Cid, who makes no attack in this register/],
    ['a card not in the hand', (s: any) => (register(s, 1).Ann[1].card = '+9'), /round 1, register 2: Ann: \+9 is not in the hand \(left: −1\)/],
    ['one foe', (s: any) => s.foes.pop(), /the duel JSON has errors/],
    ['an unknown key in a maneuver', (s: any) => (register(s, 0).Ann.flourish = true), /the duel JSON has errors/],
    ['a hero named twice', (s: any) => (s.foes[1].name = 'Bob'), /two heroes are named "Bob"/],
  ])('%s', (_, change, message) => {
    expect(refused(changed(change))).toMatch(message);
  });
});
