import { bestValue, type Card } from './deck.ts';
import { initiativeDraw } from './heroes.ts';
import { cardsText, refuse } from './refusal.ts';
import type { Effect } from './report.ts';
import type { MeleeInitiative, MeleeRoundScript, MeleeState } from './severalTypes.ts';
import type { Side } from './types.ts';

// The initiative in a melee [seed 001, "Multiple Opponents"]: each pair has its own, and the lone hero holds
// it over one foe at most. Round 1 gives it (the one foe he holds it over, or none) or draws it: each hero
// draws its combat training (fast draw at a show-down); the lone hero takes it from a foe whose best card he
// beats, a tie going to the higher finesse, then to the lone hero, as a duel's last tie goes to its side 0
// [house]; beating several, he holds it over the first of them in the melee's order [house]. It is kept from
// round to round; a feint or a foe's smash may give him a second one, and then he yields the first: of all
// he holds after a round, he keeps the one he seized last (register by register, then in the foes' order).

/** Who holds each pair's initiative this round (0: the lone hero, 1: the foe), and how it was settled. */
export interface MeleeSettled {
  readonly holders: readonly Side[];
  readonly how: 'drawn' | 'given' | 'kept';
  readonly draw: Extract<MeleeInitiative, { cards: unknown }>['cards'] | null;
}

/** The initiative's draws of round 1 (null once it is settled): the lone hero's and each foe's. */
export function meleeInitiativeDraws(state: MeleeState): { readonly lone: number; readonly foes: readonly number[] } | null {
  if (state.pairs.some((p) => p.holder !== null)) return null;
  return { lone: initiativeDraw(state.lone, state.showDown), foes: state.foes.map((f) => initiativeDraw(f, state.showDown)) };
}

export function settleMeleeInitiative(state: MeleeState, round: MeleeRoundScript): MeleeSettled {
  const where = `round ${state.round}`;
  const given = round.initiative ?? null;
  if (state.pairs.every((p) => p.holder !== null)) {
    if (given) refuse(`${where}: the initiative is drawn once, for round 1, then kept`);
    return { holders: state.pairs.map((p) => p.holder ?? 1), how: 'kept', draw: null };
  }
  if (given && state.pendingInitiative) refuse(`${where}: the initiative is given twice (in the melee and in the round)`);
  const script = given ?? state.pendingInitiative;
  if (!script) return refuse(`${where}: give the initiative: {"over": [the foe the lone hero holds it over]} or the initiative cards drawn`);
  if ('over' in script) return { holders: givenHolders(state, script.over, where), how: 'given', draw: null };
  return { holders: drawnHolders(state, script.cards, where), how: 'drawn', draw: script.cards };
}

function givenHolders(state: MeleeState, over: readonly number[], where: string): Side[] {
  for (const i of over) if (!Number.isInteger(i) || i < 0 || i >= state.foes.length) refuse(`${where}: no foe ${i} to hold the initiative over`);
  if (over.length > 1) {
    const names = over.map((i) => state.foes[i]?.name).join(', ');
    refuse(`${where}: ${state.lone.name} holds the initiative over one foe at a time, not ${over.length} (${names})`);
  }
  return state.foes.map((_, i) => (over.includes(i) ? 0 : 1));
}

function drawnHolders(state: MeleeState, cards: NonNullable<MeleeSettled['draw']>, where: string): Side[] {
  const draws = meleeInitiativeDraws(state);
  const heroes = [state.lone, ...state.foes];
  const drawn = [cards.lone, ...state.foes.map((_, i) => cards.foes[i] ?? [])];
  if (cards.foes.length > state.foes.length) refuse(`${where}: initiative cards for ${cards.foes.length} foes, and there are ${state.foes.length}`);
  heroes.forEach((hero, h) => {
    const wanted = h === 0 ? (draws?.lone ?? 1) : (draws?.foes[h - 1] ?? 1);
    const got = drawn[h] ?? [];
    if (got.length !== wanted)
      refuse(`${where}: ${hero.name} draws ${wanted} initiative card${wanted === 1 ? '' : 's'}, not ${got.length} (${cardsText(got)})`);
  });
  const best = bestValue(cards.lone);
  const beats = (i: number): boolean => {
    const theirs = bestValue(cards.foes[i] ?? []);
    if (best !== theirs) return best > theirs;
    return state.lone.finesse >= (state.foes[i]?.finesse ?? 0);
  };
  const first = state.foes.findIndex((_, i) => beats(i));
  return state.foes.map((_, i) => (i === first ? 0 : 1));
}

/** Round 1's initiative cards when drawn, the lone hero's first: dealt from the round's one deck. */
export const initiativeCards = (draw: MeleeSettled['draw']): (readonly Card[])[] => (draw ? [draw.lone, ...draw.foes] : []);

/**
 * The next round's holders: the lone hero keeps the initiative over one foe at most, the one he seized last
 * (seizedAt: when, −1 for held from the round's start), and yields the others; a beaten foe's pair is over.
 */
export function yieldToOne(
  state: MeleeState,
  holders: readonly Side[],
  seizedAt: readonly number[],
  beaten: readonly boolean[],
): { holders: Side[]; effects: Effect[] } {
  const held = holders.map((h, i) => (h === 0 && !beaten[i] ? i : -1)).filter((i) => i >= 0);
  const kept = held.reduce((best, i) => ((seizedAt[i] ?? -1) > (seizedAt[best] ?? -1) ? i : best), held[0] ?? -1);
  const effects: Effect[] = [];
  const next = holders.map((h, i): Side => {
    if (beaten[i]) return 1;
    if (h !== 0 || i === kept) return h;
    const to = state.foes[i]?.name ?? '';
    effects.push({
      kind: 'initiative',
      to,
      text: `${state.lone.name} seized the initiative over ${state.foes[kept]?.name}, so it yields it to ${to}: one foe at a time`,
    });
    return 1;
  });
  return { holders: next, effects };
}
