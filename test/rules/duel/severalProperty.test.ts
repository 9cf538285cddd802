import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fullDeck,
  resolveScriptedMelee,
  sameCard,
  type Card,
  type Combatant,
  type DuelScript,
  type MeleeRoundReport,
  type MeleeScript,
  type Pair,
  type RoundReport,
} from '../../../src/rules/duel/index.ts';
import { isOffensive } from '../../../src/rules/duel/maneuvers.ts';
import { hero } from './fixtures.ts';
import { randomDuel } from './randomDuel.ts';
import { randomMelee } from './randomMelee.ts';

// Melees against random heroes [seed 001, "Multiple Opponents"]: a melee in which every foe but one never
// acts plays that pair exactly as the duel of two; and in any legal melee vitality never rises, every wound
// of a register comes off at once, every card played comes from its hero's hand, several cards in a
// register are all parries, and the lone hero holds the initiative over one foe at most.

/** The cards of a full deck left once these are dealt. */
function rest(dealt: readonly Card[]): Card[] {
  const deck = fullDeck();
  for (const c of dealt)
    deck.splice(
      deck.findIndex((d) => sameCard(d, c)),
      1,
    );
  return deck;
}

/** The duel as a melee: its second combatant the first foe, then foes who hold a card or two and never act. */
function asMelee(script: DuelScript, idle: readonly Combatant[]): MeleeScript {
  const [lone, foe] = script.combatants;
  const rounds = script.rounds.map((round) => {
    const drawn = round.initiative && 'cards' in round.initiative ? round.initiative.cards : null;
    const hands = round.hands as Pair<readonly Card[]>;
    const spare = rest([...(drawn ? [...drawn[0], ...drawn[1]] : []), ...hands[0], ...hands[1]]);
    const idleDraws = drawn ? idle.map(() => spare.splice(0, 1)) : [];
    return {
      ...(drawn ? { initiative: { cards: { lone: drawn[0], foes: [drawn[1], ...idleDraws] } } } : {}),
      hands: { lone: hands[0], foes: [hands[1], ...idle.map(() => spare.splice(0, 1))] },
      registers: (round.registers ?? []).map(([mine, theirs]) => ({ lone: mine ? [{ ...mine, against: 0 }] : [], foes: [theirs, ...idle.map(() => null)] })),
    };
  });
  return { lone, foes: [foe, ...idle], showDown: script.showDown, maxRounds: script.maxRounds, rounds };
}

/** A duel a melee plays as it is: no charge, surprise or hesitation, and every parry of the first combatant meets an attack. */
const meleeLike = (script: DuelScript): boolean =>
  !script.charge &&
  !script.surprise &&
  script.rounds.every(
    (r) =>
      !r.hesitate?.length && (r.registers ?? []).every(([mine, theirs]) => mine?.maneuver !== 'parry' || (theirs !== null && isOffensive(theirs.maneuver))),
  );

describe('a melee against foes who never act', () => {
  it('plays the one foe who does exactly as the duel of two', () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.gen(), fc.integer({ min: 1, max: 3 }), (g, idleCount) => {
        const { script, reports, final } = randomDuel(g);
        if (!meleeLike(script)) return;
        const idle = Array.from({ length: idleCount }, (_, i) => hero(`Idle${i}`, { combatTraining: 0, skills: { dagger: 1 }, weapon: 'dagger' }));
        const resolved = resolveScriptedMelee(asMelee(script, idle));
        if (!resolved.ok) throw new Error(resolved.message);
        const melee = resolved.report;
        compared++;
        expect(melee.rounds).toHaveLength(reports.length);
        reports.forEach((duel: RoundReport, k) => {
          const round = melee.rounds[k] as MeleeRoundReport;
          expect(round.hands.lone).toEqual(duel.hands?.[0]);
          expect(round.initiative.over === 'B').toBe(duel.holder === 'A');
          const pairs = round.registers.map((r) => r.pairs.find((p) => p.foe === 'B') ?? null);
          const expected = duel.registers.map(({ register: _, after: _after, ...r }) => ({ foe: 'B', ...r }));
          expect(pairs.slice(0, expected.length)).toEqual(expected);
          expect(pairs.slice(expected.length).every((p) => p === null)).toBe(true);
        });
        expect(melee.final.lone).toEqual(finalOf(final, 0));
        expect(melee.final.foes[0]).toEqual(finalOf(final, 1));
        expect(melee.final.foes.slice(1).every((f) => f.vitality === 10)).toBe(true);
        // The duel ends when either is beaten; the melee only when the lone hero is, as its idle foes stand.
        const lone = final.fighters[0].vitality === 0;
        expect(melee.end.reason).toBe(lone ? 'lone beaten' : reports.length === script.maxRounds ? 'out of rounds' : 'script ran out');
      }),
      { numRuns: 200 },
    );
    expect(compared).toBeGreaterThan(20);
  });
});

function finalOf(state: ReturnType<typeof randomDuel>['final'], side: 0 | 1) {
  const f = state.fighters[side];
  return { name: state.combatants[side].name, vitality: f.vitality, weapon: f.weapon, offHand: f.offHand, carried: f.carried };
}

/** Takes each card from the hand; fails when one is not there. */
function takeAll(hand: readonly string[], played: readonly string[]): void {
  const left = [...hand];
  for (const c of played) {
    const at = left.indexOf(c);
    expect(at, `${c} from ${hand.join(', ')}`).toBeGreaterThanOrEqual(0);
    left.splice(at, 1);
  }
}

describe('random legal melees', () => {
  it('keep every invariant', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const { script, reports, final } = randomMelee(g);
        expect(final.ended).not.toBeNull();
        const names = [script.lone, ...script.foes].map((c) => c.name);
        let vitality = [script.lone, ...script.foes].map((c) => c.vitality);
        reports.forEach((round, k) => {
          if (k > 0) expect(round.initiative.over).toBe(reports[k - 1]!.next.over);
          const played = names.map(() => [] as string[]);
          for (const reg of round.registers) {
            const mine = [...reg.pairs.flatMap((p) => (p.sides[0] ? [p.sides[0]] : [])), ...reg.idle.filter((m) => m.by === names[0])];
            if (mine.length > 1) expect(mine.every((m) => m.maneuver === 'parry')).toBe(true);
            for (const m of [...reg.pairs.flatMap((p) => p.sides.filter((s) => s !== null)), ...reg.idle]) played[names.indexOf(m.by)]!.push(m.card);
            const wounds = names.map((n) =>
              sum(reg.pairs.flatMap((p) => p.sides.flatMap((s) => s?.effects ?? [])).map((e) => (e.kind === 'wound' && e.to === n ? e.damage : 0))),
            );
            const now = [reg.after.lone.vitality, ...reg.after.foes.map((f) => f.vitality)];
            expect(now).toEqual(vitality.map((v, h) => Math.max(0, v - wounds[h]!)));
            vitality = now;
          }
          takeAll(round.hands.lone, played[0]!);
          for (const [i, hand] of round.hands.foes.entries()) takeAll(hand, played[i + 1]!);
          expect(played[0]!.length).toBeLessThanOrEqual(round.maneuversAllowed.lone);
        });
        const replayed = resolveScriptedMelee(script);
        expect(replayed.ok && replayed.report.rounds).toEqual(reports);
      }),
      { numRuns: 200 },
    );
  });
});

const sum = (ns: readonly number[]): number => ns.reduce((a, b) => a + b, 0);
