import { bestValue, type Card } from './deck.ts';
import { initiativeDraw, longestReach } from './heroes.ts';
import { checkDealt, cardsText, refuse, type RoundKind } from './refusal.ts';
import type { InitiativeHow } from './report.ts';
import { other, type DuelState, type InitiativeScript, type Pair, type RoundScript, type Side } from './types.ts';

// The initiative [seed 001]: each draws its combat training (fast draw at a show-down), at least one card; the
// higher best card holds it; a tie goes to the higher finesse, then to the attacker [house]. It is drawn once,
// for round 1, and then kept [house, from the seed's charge and weapon-change passages: "retains the
// initiative unless he lost it to the opponent by a maneuver"]: a feint takes it, a smash surrenders it, a
// hesitation gives it away. A charge settles it instead: the charger's, unless the other's weapon reaches
// further. The holder declares first in every register.

export interface Settled {
  readonly holder: Side;
  readonly how: InitiativeHow;
  readonly draw: Pair<readonly Card[]> | null;
}

/** Whether the next round's initiative is drawn (round 1 with no charge). */
export const drawsInitiative = (state: DuelState, kind: RoundKind): boolean => state.holder === null && kind === 'normal';

/** The round's kind: a surprise before round 1, the charge's own round, or a normal one. */
export function roundKind(state: DuelState): RoundKind {
  if (state.round === 0) return 'surprise';
  if (state.charge && state.round === 1) return 'charge';
  return 'normal';
}

export function settleInitiative(state: DuelState, kind: RoundKind, round: RoundScript): Settled {
  const where = `round ${state.round}`;
  const given = round.initiative ?? null;
  if (kind === 'surprise') {
    if (given) refuse(`${where}: a surprise settles no initiative; give it for round 1`);
    return { holder: 0, how: 'surprise', draw: null };
  }
  if (kind === 'charge') {
    if (given) refuse(`${where}: a charge settles the initiative`);
    const [attacker, defender] = state.fighters;
    return { holder: longestReach(defender) > longestReach(attacker) ? 1 : 0, how: 'charge', draw: null };
  }
  if (state.holder !== null) {
    if (given) refuse(`${where}: the initiative is drawn once, for round 1, then kept`);
    return { holder: state.holder, how: state.holderHow, draw: null };
  }
  if (given && state.pendingInitiative) refuse(`${where}: the initiative is given twice (in the duel and in the round)`);
  const script = given ?? state.pendingInitiative;
  if (!script) return refuse(`${where}: give the initiative: {"holder": name} or the initiative cards drawn`);
  if ('holder' in script) return { holder: script.holder, how: 'given', draw: null };
  return { holder: drawnHolder(state, script, where), how: 'drawn', draw: script.cards };
}

function drawnHolder(state: DuelState, script: Extract<InitiativeScript, { cards: unknown }>, where: string): Side {
  const { cards } = script;
  for (const side of [0, 1] as const) {
    const hero = state.combatants[side];
    const wanted = initiativeDraw(hero, state.showDown);
    const drawn = cards[side] ?? [];
    if (drawn.length !== wanted)
      refuse(`${where}: ${hero.name} draws ${wanted} initiative card${wanted === 1 ? '' : 's'}, not ${drawn.length} (${cardsText(drawn)})`);
  }
  checkDealt([cards[0], cards[1]], `${where}, initiative`);
  const [a, b] = [bestValue(cards[0]), bestValue(cards[1])];
  if (a !== b) return a > b ? 0 : 1;
  const [fa, fb] = [state.combatants[0].finesse, state.combatants[1].finesse];
  if (fa !== fb) return fa > fb ? 0 : 1;
  return 0;
}

/** Hesitations at the round's start: the holder first, then the new holder. Answers the holder after, or null when both hesitated. */
export function hesitations(state: DuelState, kind: RoundKind, holder: Side, round: RoundScript): Side | null {
  const order = round.hesitate ?? [];
  const where = `round ${state.round}`;
  if (order.length > 0 && kind !== 'normal') refuse(`${where}: no hesitating in a ${kind} round`);
  if (order.length > 2) refuse(`${where}: at most two hesitations, one each in turn`);
  let now = holder;
  for (const side of order) {
    if (side !== now) refuse(`${where}: only the initiative's holder hesitates, and ${state.combatants[now].name} holds it`);
    now = other(now);
  }
  return order.length === 2 ? null : now;
}
