// A computer hero's declarations for a round, searched register by register: each card of its own hand with each
// maneuver worth trying, kept only when the rules' own check of a declaration (validate.ts) takes it at the
// register's range, scored by duelScore.ts; the best few plans kept at each register (a beam), every plan
// ranked with what the other's maneuvers in the registers it leaves empty would do.
import {
  CALLED_SHOT,
  relativeSize,
  WEAPONS,
  type Card,
  type Declaration,
  type DuelState,
  type HitLocation,
  type ManeuverId,
  type Side,
  type WeaponId,
} from '../rules/champions/index.ts';
import { attempt } from '../rules/duel/refusal.ts';
import { steppedRange } from '../rules/duel/stepping.ts';
import { checkDeclaration, newTrack, type RoundContext, type Track } from '../rules/duel/validate.ts';
import { guessedWorth, registerWorth, stakesOf, type Stakes } from './duelScore.ts';

/** What a side knows when it declares: the duel, the round, its own hand, and what the other has shown. */
export interface DuelSeat {
  readonly duel: DuelState;
  readonly kind: 'normal' | 'charge' | 'surprise';
  readonly side: Side;
  /** The initiative's holder this round, after any hesitation: it declares first. */
  readonly holder: Side;
  readonly hand: readonly Card[];
  /** The maneuvers this side may make this round. */
  readonly allowed: number;
  /** The maneuvers the other side may make this round (no more than its cards). */
  readonly foeManeuvers: number;
  /** The other side's maneuver types, register by register, when it declared first; null when this side is first. */
  readonly foeTypes: readonly (ManeuverId | null)[] | null;
  /** Cards shown in public this round: the initiative's. */
  readonly shown: readonly Card[];
}

export type Plan = readonly (Declaration | null)[];

export interface Ranked {
  readonly plan: Plan;
  readonly score: number;
}

interface Node {
  readonly plan: Plan;
  readonly track: Track;
  readonly range: number;
  readonly score: number;
}

const SHOTS: readonly HitLocation[] = ['head', 'torso-vitals', 'head-vitals'];

/** The declarations worth trying with `card`, each with the weapon it is made with. */
function optionsFor(seat: DuelSeat, card: Card): { d: Declaration; weapon: WeaponId | null }[] {
  const fighter = seat.duel.fighters[seat.side];
  const foe = seat.duel.combatants[seat.side === 0 ? 1 : 0];
  const size = relativeSize(foe.size, seat.duel.combatants[seat.side].size);
  const main = { weapon: fighter.weapon, named: {} };
  const hands = fighter.offHand ? [main, { weapon: fighter.offHand, named: { weapon: fighter.offHand } }] : [main];
  const out: { d: Declaration; weapon: WeaponId | null }[] = [];
  for (const { weapon, named } of hands) {
    const shield = WEAPONS[weapon].kind === 'shield';
    if (!shield) out.push({ d: { maneuver: 'attack', card, ...named }, weapon });
    out.push({ d: { maneuver: 'parry', card, ...named }, weapon });
    if (card.hit && !shield) out.push({ d: { maneuver: 'parry', card, riposte: true, ...named }, weapon });
  }
  if (card.hit)
    for (const location of SHOTS)
      if (CALLED_SHOT[size][location] !== null) out.push({ d: { maneuver: 'called-shot', card, location }, weapon: fighter.weapon });
  if (!card.hit && seat.duel.fighters[seat.side === 0 ? 1 : 0].weapon !== 'fists') out.push({ d: { maneuver: 'disarm', card }, weapon: fighter.weapon });
  const drawn = fighter.carried[0];
  if (fighter.weapon === 'fists' && drawn) out.push({ d: { maneuver: 'change-weapon', card, newWeapon: drawn }, weapon: null });
  return out;
}

/** Whether the rules take `d` as this side's next declaration; the track it leaves, or null. */
function checked(seat: DuelSeat, track: Track, d: Declaration, range: number): Track | null {
  const ctx: RoundContext = { state: seat.duel, kind: seat.kind, holder: seat.holder };
  const copy: Track = { ...track, hand: [...track.hand] };
  return attempt(() => checkDeclaration(ctx, seat.side, d, copy, range, 'computer')).ok ? copy : null;
}

/** The other side's declared type in register `i`; undefined when it has not declared (and may play there). */
function foeTypeAt(seat: DuelSeat, i: number, reads: boolean): ManeuverId | null | undefined {
  if (seat.foeTypes && reads) return seat.foeTypes[i] ?? null;
  return i < seat.foeManeuvers ? undefined : null;
}

function worth(s: Stakes, seat: DuelSeat, i: number, d: Declaration | null, weapon: WeaponId | null, range: number, reads: boolean): number {
  const type = foeTypeAt(seat, i, reads);
  return type === undefined ? guessedWorth(s, d, weapon, range) : registerWorth(s, d, weapon, type, range);
}

/** The range after register `i`: as the steps declared leave it (the other's as its types step, or none when unknown). */
function rangeAfter(seat: DuelSeat, i: number, d: Declaration | null, range: number): number {
  if (seat.kind === 'surprise') return range;
  const type = seat.foeTypes?.[i] ?? null;
  const foe: Declaration | null = type ? { maneuver: type, card: { value: 0, hit: false } } : null;
  return seat.side === 0 ? steppedRange(range, d, foe) : steppedRange(range, foe, d);
}

/** What the registers after a plan's last would bring: the other's maneuvers there, met by nothing. */
function tailWorth(s: Stakes, seat: DuelSeat, from: number, range: number, reads: boolean): number {
  const last = Math.max(seat.foeTypes?.length ?? 0, seat.foeManeuvers);
  let sum = 0;
  for (let i = from; i < last; i++) sum += worth(s, seat, i, null, null, range, reads);
  return sum;
}

function expand(s: Stakes, seat: DuelSeat, node: Node, reads: boolean): Node[] {
  const i = node.plan.length;
  const children: Node[] = [];
  const tried = new Set<string>();
  for (const card of node.track.hand) {
    const key = `${card.value}${card.hit}`;
    if (tried.has(key)) continue;
    tried.add(key);
    for (const { d, weapon } of optionsFor(seat, card)) {
      const track = checked(seat, node.track, d, node.range);
      if (!track) continue;
      const score = node.score + worth(s, seat, i, d, weapon, node.range, reads);
      children.push({ plan: [...node.plan, d], track, range: rangeAfter(seat, i, d, node.range), score });
    }
  }
  // Nothing in a register where the other plays keeps the registers in step; elsewhere a plan simply ends.
  if (reads && seat.foeTypes?.[i]) children.push({ ...node, plan: [...node.plan, null], score: node.score + worth(s, seat, i, null, null, node.range, reads) });
  return children;
}

/**
 * Every plan the search met, best first. `beam` plans are kept at each register; `reads`: the other's declared
 * types are taken into account (a weaker player guesses as if it had not seen them).
 */
export function rankPlans(seat: DuelSeat, beam: number, reads: boolean): Ranked[] {
  const s = stakesOf(seat.duel, seat.side, [...seat.hand, ...seat.shown]);
  const depth = Math.min(seat.allowed, seat.hand.length);
  let layer: Node[] = [{ plan: [], track: newTrack(seat.hand), range: seat.duel.range, score: 0 }];
  const ranked = new Map<string, Ranked>();
  for (let i = 0; i <= depth && layer.length > 0; i++) {
    for (const node of layer) {
      const plan = trimmed(node.plan);
      const key = JSON.stringify(plan);
      const score = node.score + tailWorth(s, seat, node.plan.length, node.range, reads);
      if (!ranked.has(key)) ranked.set(key, { plan, score });
    }
    if (i === depth) break;
    layer = layer
      .flatMap((node) => expand(s, seat, node, reads))
      .sort((a, b) => b.score - a.score)
      .slice(0, beam);
  }
  return [...ranked.values()].sort((a, b) => b.score - a.score);
}

/** A plan without its trailing empty registers. */
export function trimmed(plan: Plan): Plan {
  let end = plan.length;
  while (end > 0 && plan[end - 1] === null) end--;
  return plan.slice(0, end);
}
