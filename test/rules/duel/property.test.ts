import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardText, modifiersOf, parries, resolveScriptedDuel, type ManeuverReport, type RoundReport } from '../../../src/rules/duel/index.ts';
import { randomDuel } from './randomDuel.ts';

// Random heroes, random legal duels [seed 001]: every total is its terms' sum, the parry taken off is the
// other's positive parry total, vitality never falls below 0, the duel always ends, no card is played twice,
// and the whole script replays to the same report.

/** The cards a side played in a round, as a multiset. */
const played = (round: RoundReport, side: 0 | 1): string[] => round.registers.flatMap((r) => (r.sides[side] ? [r.sides[side].card] : []));

function checkTotals(m: ManeuverReport, foe: ManeuverReport | null, modifiers: number): void {
  if (!m.terms || m.total === null) return;
  const { card, difficulty, stepping, parry } = m.terms;
  expect(m.terms.modifiers).toBe(modifiers);
  expect(cardText({ value: card, hit: m.card.endsWith('(hit)') })).toBe(m.card);
  expect(m.total).toBe(card + modifiers + difficulty + stepping + parry);
  const isAttack = m.maneuver !== 'parry' || m.riposte;
  const foeParries = foe !== null && foe.maneuver === 'parry' && !foe.riposte && foe.total !== null;
  const reaches = foeParries && (m.weapon === null || parries(foe.weapon ?? 'fists', m.weapon));
  const expected = isAttack && !m.riposte && reaches && (foe?.total ?? 0) > 0 ? -(foe?.total ?? 0) : 0;
  expect(parry).toBe(expected);
  if (isAttack && !m.opposed && !m.effects.some((e) => e.kind === 'no-effect')) expect(m.success).toBe(true);
}

describe('random legal duels', () => {
  it('keep every invariant', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const { script, reports, final } = randomDuel(g);
        expect(final.ended).not.toBeNull();
        const mods = script.combatants.map(modifiersOf);
        let vitality = script.combatants.map((c) => c.vitality);
        for (const round of reports) {
          for (const side of [0, 1] as const) {
            const hand = [...(round.hands?.[side] ?? [])];
            for (const card of played(round, side)) {
              const at = hand.indexOf(card);
              expect(at).toBeGreaterThanOrEqual(0);
              hand.splice(at, 1);
            }
          }
          for (const register of round.registers) {
            const [a, b] = register.sides;
            if (a) checkTotals(a, b, mods[0]!);
            if (b) checkTotals(b, a, mods[1]!);
            for (const side of [0, 1] as const) {
              const now = register.after[side].vitality;
              expect(now).toBeGreaterThanOrEqual(0);
              expect(now).toBeLessThanOrEqual(vitality[side]!);
            }
            vitality = register.after.map((f) => f.vitality);
          }
        }
        const replayed = resolveScriptedDuel(script);
        expect(replayed.ok).toBe(true);
        if (replayed.ok) {
          expect(replayed.report.rounds).toEqual(reports);
          expect(replayed.report.end.reason).toBe(final.ended);
        }
      }),
      { numRuns: 300 },
    );
  });
});
