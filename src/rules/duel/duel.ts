import { deal, shuffledDeck, type Card, type Uniform } from './deck.ts';
import { combatantProblem, fighterOf, initiativeDraw, longestReach, modifiersOf } from './heroes.ts';
import { drawsInitiative, roundKind } from './initiative.ts';
import { attempt, bySide, refuse, type Refused } from './refusal.ts';
import type { DuelReport, RoundReport } from './report.ts';
import { handSizes, playRoundOrRefuse } from './round.ts';
import type { DuelScript, DuelSetup, DuelState, Pair, RoundScript } from './types.ts';
import { WRESTLING } from './weapons.ts';

// The entry points of the Champions duel engine [seed 001; issue 14]: pure and deterministic. A referee's or
// a test's whole script through resolveScriptedDuel; the board, round by round, with startDuel, roundNeeds,
// dealRound (one deck shuffled per duel and round from the game's dice) and playRound. Exactly two
// combatants: a hero against several foes is several.ts's melee, built on these pairs.

/** The most rounds a duel lasts when the setup does not say [house]. */
export const DEFAULT_MAX_ROUNDS = 10;
export const MAX_ROUNDS = 50;
/** The longest starting range a setup may give: the spear's 2, and room for a house weapon. */
export const MAX_RANGE = 10;

export type { Refused };

/** The duel before its first round: both heroes checked, the range the longest weapon's (or the setup's). */
export function startDuel(setup: DuelSetup): { readonly ok: true; readonly state: DuelState } | Refused {
  const started = attempt(() => startOrRefuse(setup));
  return started.ok ? { ok: true, state: started.value } : started;
}

/** The duel before its first round; throws DuelRefusal. A melee starts each of its pairs so. */
export function startOrRefuse(setup: DuelSetup): DuelState {
  const [a, b] = setup.combatants;
  const problem = combatantProblem(a) ?? combatantProblem(b);
  if (problem) refuse(problem);
  if (a.name === b.name) refuse(`two combatants named ${a.name}: give each its own name`);
  const fighters = bySide((s) => fighterOf(setup.combatants[s]));
  const range = setup.range ?? Math.max(longestReach(fighters[0]), longestReach(fighters[1]));
  if (!Number.isInteger(range) || range < WRESTLING || range > MAX_RANGE) refuse(`the range is a whole number from ${WRESTLING} (wrestling) to ${MAX_RANGE}`);
  const maxRounds = setup.maxRounds ?? DEFAULT_MAX_ROUNDS;
  if (!Number.isInteger(maxRounds) || maxRounds < 1 || maxRounds > MAX_ROUNDS) refuse(`a duel lasts 1 to ${MAX_ROUNDS} rounds`);
  if (setup.charge && setup.initiative) refuse('a charge settles the initiative: leave "initiative" out');
  return {
    combatants: setup.combatants,
    fighters,
    range,
    holder: null,
    round: setup.surprise ? 0 : 1,
    maxRounds,
    charge: setup.charge === true,
    surprise: setup.surprise === true,
    showDown: setup.showDown === true,
    ended: null,
    pendingInitiative: setup.initiative ?? null,
    holderHow: 'kept',
  };
}

/** What the next round deals: the initiative cards (round 1 without a charge) and each hand. */
export interface RoundNeeds {
  readonly round: number;
  readonly kind: 'surprise' | 'charge' | 'normal';
  readonly initiativeDraws: Pair<number> | null;
  readonly handSizes: Pair<number>;
}

export function roundNeeds(state: DuelState): RoundNeeds {
  const kind = roundKind(state);
  const draws = drawsInitiative(state, kind) ? bySide((s) => initiativeDraw(state.combatants[s], state.showDown)) : null;
  return { round: state.round, kind, initiativeDraws: draws, handSizes: handSizes(state) };
}

/** Deals the next round from a fresh deck shuffled by `random`: initiative cards (when drawn), then the hands. */
export function dealRound(state: DuelState, random: Uniform): { readonly initiative: Pair<Card[]> | null; readonly hands: Pair<Card[]> } {
  const needs = roundNeeds(state);
  const draws = needs.initiativeDraws ?? [0, 0];
  const [i0, i1, h0, h1] = deal(shuffledDeck(random), [draws[0], draws[1], needs.handSizes[0], needs.handSizes[1]]) as [Card[], Card[], Card[], Card[]];
  return { initiative: needs.initiativeDraws ? [i0, i1] : null, hands: [h0, h1] };
}

/** Plays one round: the next state and the round's report, or the one line saying what the rules refuse. */
export function playRound(state: DuelState, round: RoundScript): { readonly ok: true; readonly state: DuelState; readonly report: RoundReport } | Refused {
  const played = attempt(() => playRoundOrRefuse(state, round));
  return played.ok ? { ok: true, ...played.value } : played;
}

/** A whole duel from a script: every round's initiative, hands, registers, totals and effects, and why it ended. */
export function resolveScriptedDuel(script: DuelScript): { readonly ok: true; readonly report: DuelReport } | Refused {
  const resolved = attempt(() => resolveOrRefuse(script));
  return resolved.ok ? { ok: true, report: resolved.value } : resolved;
}

function resolveOrRefuse(script: DuelScript): DuelReport {
  const start = startOrRefuse(script);
  let state = start;
  const rounds: RoundReport[] = [];
  for (const round of script.rounds) {
    if (state.ended) refuse(`round ${state.round}: the duel ended after round ${state.round - 1} (${state.ended}); leave the later rounds out`);
    const played = playRoundOrRefuse(state, round);
    state = played.state;
    rounds.push(played.report);
  }
  const reason = state.ended ?? 'script ran out';
  return {
    combatants: bySide((s) => {
      const c = script.combatants[s];
      return { name: c.name, modifiers: modifiersOf(c), weapon: c.weapon, offHand: c.offHand ?? null, vitality: c.vitality };
    }),
    startRange: start.range,
    rounds,
    end: { reason, beaten: script.combatants.filter((_, s) => state.fighters[s as 0 | 1].vitality === 0).map((c) => c.name), afterRound: state.round - 1 },
    final: bySide((s) => {
      const f = state.fighters[s];
      return { name: script.combatants[s].name, vitality: f.vitality, weapon: f.weapon, offHand: f.offHand, carried: f.carried };
    }),
  };
}
