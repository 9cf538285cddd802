import { deal, shuffledDeck, type Card, type Uniform } from './deck.ts';
import { DEFAULT_MAX_ROUNDS, startOrRefuse } from './duel.ts';
import { modifiersOf } from './heroes.ts';
import { attempt, refuse, type Refused } from './refusal.ts';
import { meleeInitiativeDraws } from './severalInitiative.ts';
import { loneOf } from './severalPlan.ts';
import { meleeHandSizes, playMeleeRoundOrRefuse } from './severalRound.ts';
import {
  MAX_FOES,
  MIN_FOES,
  type MeleeFinal,
  type MeleeReport,
  type MeleeRoundReport,
  type MeleeRoundScript,
  type MeleeScript,
  type MeleeSetup,
  type MeleeState,
} from './severalTypes.ts';
import type { Combatant, FighterState } from './types.ts';

// The entry points of a melee [seed 001, "Multiple Opponents"]: one hero, the lone side, against 2 to 4 foes,
// each foe and the lone hero a pair fought by the duel of two's rules, the lone hero's vitality, weapons, hand
// and maneuvers one across all pairs. Pure and deterministic, like the duel's: a referee's whole script
// through resolveScriptedMelee, or round by round with startMelee, meleeRoundNeeds, dealMeleeRound and
// playMeleeRound. On the map every duel is one against one; a melee is settled by hand, on the command line.

/** The melee before its first round: every hero checked, each pair at its longest weapon's range (or the setup's). */
export function startMelee(setup: MeleeSetup): { readonly ok: true; readonly state: MeleeState } | Refused {
  const started = attempt(() => startMeleeOrRefuse(setup));
  return started.ok ? { ok: true, state: started.value } : started;
}

function startMeleeOrRefuse(setup: MeleeSetup): MeleeState {
  const count = setup.foes.length;
  if (count < MIN_FOES || count > MAX_FOES) refuse(`a melee is one hero against ${MIN_FOES} to ${MAX_FOES} foes, not ${count}; against one foe, fight a duel`);
  const names = [setup.lone, ...setup.foes].map((c) => c.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice !== undefined) refuse(`two heroes named ${twice}: give each its own name`);
  const pairs = setup.foes.map((foe) =>
    startOrRefuse({ combatants: [setup.lone, foe], range: setup.range, showDown: setup.showDown, maxRounds: setup.maxRounds }),
  );
  return {
    lone: setup.lone,
    foes: setup.foes,
    pairs,
    round: 1,
    maxRounds: setup.maxRounds ?? DEFAULT_MAX_ROUNDS,
    showDown: setup.showDown === true,
    ended: null,
    pendingInitiative: setup.initiative ?? null,
  };
}

type Sized<T> = { readonly lone: T; readonly foes: readonly T[] };

/** What the next round deals: the initiative cards (round 1) and every hand. */
export function meleeRoundNeeds(state: MeleeState): {
  readonly round: number;
  readonly initiativeDraws: Sized<number> | null;
  readonly handSizes: Sized<number>;
} {
  return { round: state.round, initiativeDraws: meleeInitiativeDraws(state), handSizes: meleeHandSizes(state) };
}

/** Deals the next round from one fresh deck shuffled by `random`: the initiative cards (round 1), then the hands. */
export function dealMeleeRound(state: MeleeState, random: Uniform): { readonly initiative: Sized<Card[]> | null; readonly hands: Sized<Card[]> } {
  const needs = meleeRoundNeeds(state);
  const draws = needs.initiativeDraws;
  const sizes = [...(draws ? [draws.lone, ...draws.foes] : []), needs.handSizes.lone, ...needs.handSizes.foes];
  const piles = deal(shuffledDeck(random), sizes);
  const sized = (from: number): Sized<Card[]> => ({ lone: piles[from] ?? [], foes: state.foes.map((_, i) => piles[from + 1 + i] ?? []) });
  return { initiative: draws ? sized(0) : null, hands: sized(draws ? state.foes.length + 1 : 0) };
}

/** Plays one round: the next state and the round's report, or the one line saying what the rules refuse. */
export function playMeleeRound(
  state: MeleeState,
  round: MeleeRoundScript,
): { readonly ok: true; readonly state: MeleeState; readonly report: MeleeRoundReport } | Refused {
  const played = attempt(() => playMeleeRoundOrRefuse(state, round));
  return played.ok ? { ok: true, ...played.value } : played;
}

/** A whole melee from a script: every round's initiative, hands, every pair's registers, and how it ended. */
export function resolveScriptedMelee(script: MeleeScript): { readonly ok: true; readonly report: MeleeReport } | Refused {
  const resolved = attempt(() => resolveOrRefuse(script));
  return resolved.ok ? { ok: true, report: resolved.value } : resolved;
}

function resolveOrRefuse(script: MeleeScript): MeleeReport {
  const start = startMeleeOrRefuse(script);
  let state = start;
  const rounds: MeleeRoundReport[] = [];
  for (const round of script.rounds) {
    if (state.ended) refuse(`round ${state.round}: the melee ended after round ${state.round - 1} (${state.ended}); leave the later rounds out`);
    const played = playMeleeRoundOrRefuse(state, round);
    state = played.state;
    rounds.push(played.report);
  }
  const lone = loneOf(state);
  const foes = state.pairs.map((p) => p.fighters[1]);
  const hero = (c: Combatant) => ({ name: c.name, modifiers: modifiersOf(c), weapon: c.weapon, offHand: c.offHand ?? null, vitality: c.vitality });
  const final = (c: Combatant, f: FighterState): MeleeFinal => ({
    name: c.name,
    vitality: f.vitality,
    weapon: f.weapon,
    offHand: f.offHand,
    carried: f.carried,
  });
  return {
    lone: hero(script.lone),
    foes: script.foes.map(hero),
    startRanges: start.pairs.map((p) => p.range),
    rounds,
    end: {
      reason: state.ended ?? 'script ran out',
      beaten: [script.lone, ...script.foes].filter((_, h) => (h === 0 ? lone : foes[h - 1])?.vitality === 0).map((c) => c.name),
      afterRound: state.round - 1,
    },
    final: { lone: final(script.lone, lone), foes: script.foes.map((c, i) => final(c, foes[i] as FighterState)) },
  };
}
