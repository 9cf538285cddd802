import { cardText, DECK_SIZE, type Card } from './deck.ts';
import { handSize, maneuverAllowance } from './heroes.ts';
import { checkDealt, cardsText, refuse } from './refusal.ts';
import { resolveRegister } from './register.ts';
import type { FighterAfter } from './report.ts';
import { initiativeCards, settleMeleeInitiative, yieldToOne, type MeleeSettled } from './severalInitiative.ts';
import { isBeaten, loneOf, planMelee, type PairPlay } from './severalPlan.ts';
import {
  MAX_FOES,
  type IdleManeuver,
  type MeleeRegisterReport,
  type MeleeRoundReport,
  type MeleeRoundScript,
  type MeleeState,
  type PairRegisterReport,
} from './severalTypes.ts';
import type { DuelState, Side } from './types.ts';
import type { Fighter, Working } from './working.ts';

// One round of a melee [seed 001, "Multiple Opponents"]: the initiative, every hand, every register declared
// and checked, then resolved register by register. In a register all maneuvers happen at once: each pair is
// resolved as a duel of two from the lone hero as the register found him, and then the pairs' wounds add up,
// a weapon flung in any pair is gone from every pair, and a weapon drawn is drawn in all. A foe beaten stops
// its pair: what is declared against it or by it later in the round comes to nothing. The melee stops after
// the register in which the lone hero, or the last foe standing, is beaten.

type Hands = { readonly lone: readonly Card[]; readonly foes: readonly (readonly Card[])[] };

/** The cards each hero is dealt this round: the lone hero's hand, and each foe's (none for a beaten foe). */
export function meleeHandSizes(state: MeleeState): { readonly lone: number; readonly foes: readonly number[] } {
  return {
    lone: handSize(state.lone, loneOf(state)),
    foes: state.pairs.map((p, i) => (isBeaten(state, i) ? 0 : handSize(p.combatants[1], p.fighters[1]))),
  };
}

/** Plays a melee round on the state; throws DuelRefusal when the script breaks a rule. */
export function playMeleeRoundOrRefuse(state: MeleeState, round: MeleeRoundScript): { readonly state: MeleeState; readonly report: MeleeRoundReport } {
  if (state.ended) refuse(`round ${state.round}: the melee has ended (${state.ended})`);
  const settled = settleMeleeInitiative(state, round);
  const hands = checkHands(state, round, settled);
  const plays = planMelee(state, settled.holders, hands, round.registers ?? []);
  const run = resolveRegisters(state, settled.holders, plays);
  const beaten = state.foes.map((_, i) => run.workings[i]?.fighters[1].vitality === 0);
  const next = yieldToOne(
    state,
    run.workings.map((w) => w.nextHolder),
    run.seizedAt,
    beaten,
  );
  const overName = (holders: readonly Side[]): string | null => state.foes[holders.indexOf(0)]?.name ?? null;
  const report: MeleeRoundReport = {
    round: state.round,
    initiative: { how: settled.how, draw: settled.draw && textsOf(settled.draw), over: overName(settled.holders) },
    hands: textsOf(hands),
    maneuversAllowed: {
      lone: maneuverAllowance(loneOf(state)).total,
      foes: state.pairs.map((p, i) => (isBeaten(state, i) ? 0 : maneuverAllowance(p.fighters[1]).total)),
    },
    rangesBefore: state.pairs.map((p) => p.range),
    registers: run.reports,
    rangesAfter: run.workings.map((w) => w.range),
    next: { over: overName(next.holders), effects: next.effects },
  };
  return { state: nextState(state, run, settled.holders, next.holders), report };
}

const textsOf = (cards: Hands) => ({ lone: cards.lone.map(cardText), foes: cards.foes.map((hand) => hand.map(cardText)) });

function checkHands(state: MeleeState, round: MeleeRoundScript, settled: MeleeSettled): Hands {
  const where = `round ${state.round}`;
  const sizes = meleeHandSizes(state);
  const needed = sizes.lone + sum(sizes.foes) + sum(initiativeCards(settled.draw).map((c) => c.length));
  if (needed > DECK_SIZE) refuse(`${where}: the melee's hands and initiative cards need ${needed} cards, and one deck holds ${DECK_SIZE}`);
  const hands = round.hands ?? refuse(`${where}: give every hand ("hands")`);
  if (hands.foes.length > state.foes.length) refuse(`${where}: hands for ${hands.foes.length} foes, and there are ${state.foes.length}`);
  const given = [hands.lone, ...state.foes.map((_, i) => hands.foes[i] ?? [])];
  const wanted = [sizes.lone, ...sizes.foes];
  [state.lone, ...state.foes].forEach((hero, h) => {
    const hand = given[h] ?? [];
    const size = wanted[h] ?? 0;
    if (hand.length !== size) refuse(`${where}: ${hero.name} holds ${size} card${size === 1 ? '' : 's'} this round, not ${hand.length} (${cardsText(hand)})`);
  });
  // One deck deals the round: every initiative card (round 1) and every hand [house].
  checkDealt([...initiativeCards(settled.draw), ...given], `${where}, hands`);
  return { lone: hands.lone, foes: given.slice(1) };
}

const sum = (ns: readonly number[]): number => ns.reduce((a, b) => a + b, 0);

interface Run {
  readonly workings: readonly Working[];
  /** The lone hero's vitality, weapons and carried weapons, the same in every pair. */
  readonly lone: Fighter;
  /** Whether the lone hero drew a weapon this round. */
  readonly drew: boolean;
  /** When the lone hero last seized each pair's initiative this round (−1: never). */
  readonly seizedAt: readonly number[];
  readonly reports: readonly MeleeRegisterReport[];
}

function pairWorking(pair: DuelState, holder: Side): Working {
  return {
    combatants: pair.combatants,
    fighters: [{ ...pair.fighters[0] }, { ...pair.fighters[1] }],
    range: pair.range,
    nextHolder: holder,
    nextHow: 'kept',
    round: pair.round,
    kind: 'normal',
    damageBonus: [0, 0],
    drew: new Set(),
  };
}

function resolveRegisters(state: MeleeState, holders: readonly Side[], plays: readonly PairPlay[][]): Run {
  const workings = state.pairs.map((p, i) => pairWorking(p, holders[i] ?? 1));
  let lone: Fighter = { ...loneOf(state) };
  const seizedAt = state.foes.map(() => -1);
  const reports: MeleeRegisterReport[] = [];
  for (const [r, register] of plays.entries()) {
    const idle: IdleManeuver[] = [];
    const pairs: PairRegisterReport[] = [];
    const resolved: Fighter[] = [];
    for (const [i, play] of register.entries()) {
      const w = workings[i] as Working;
      const foe = w.combatants[1].name;
      if (w.fighters[1].vitality === 0) {
        idle.push(...idleOf(w, play, foe));
        continue;
      }
      if (!play.decls[0] && !play.decls[1]) continue;
      const before = w.nextHolder;
      const { register: _, after: _after, ...report } = resolveRegister(w, play.decls, play.planned, r, holders[i] ?? 1);
      if (before !== 0 && w.nextHolder === 0) seizedAt[i] = r * MAX_FOES + i;
      pairs.push({ foe, ...report });
      resolved.push(w.fighters[0]);
    }
    lone = merged(lone, resolved);
    for (const w of workings) Object.assign(w.fighters[0], shared(lone));
    reports.push({ register: r + 1, pairs, idle, after: { lone: afterOf(lone), foes: workings.map((w) => afterOf(w.fighters[1])) } });
    if (lone.vitality === 0 || workings.every((w) => w.fighters[1].vitality === 0)) break;
  }
  return { workings, lone, drew: workings.some((w) => w.drew.has(0)), seizedAt, reports };
}

const shared = (f: Fighter) => ({ vitality: f.vitality, weapon: f.weapon, offHand: f.offHand, carried: f.carried });
const afterOf = (f: Fighter): FighterAfter => ({ vitality: f.vitality, weapon: f.weapon, offHand: f.offHand });

/**
 * The lone hero after a register, from each pair's lone hero: every pair's wound added up; a weapon flung in
 * any pair leaves fists (as in a duel, a disarm in the register he draws one flings the new one); a weapon
 * drawn in its pair is drawn in all.
 */
function merged(start: Fighter, resolved: readonly Fighter[]): Fighter {
  const wound = sum(resolved.map((f) => start.vitality - f.vitality));
  const changed = resolved.map((f) => f.weapon).filter((weapon) => weapon !== start.weapon);
  const weapon = changed.includes('fists') ? 'fists' : (changed[0] ?? start.weapon);
  const carried = resolved.find((f) => f.carried !== start.carried)?.carried ?? start.carried;
  return { ...start, vitality: Math.max(0, start.vitality - wound), weapon, carried };
}

function idleOf(w: Working, play: PairPlay, foe: string): IdleManeuver[] {
  return play.decls.flatMap((d, side) =>
    d ? [{ by: w.combatants[side as Side].name, maneuver: d.maneuver, card: cardText(d.card), text: `${foe} is beaten: it comes to nothing` }] : [],
  );
}

function nextState(state: MeleeState, run: Run, roundHolders: readonly Side[], holders: readonly Side[]): MeleeState {
  const pairs = state.pairs.map((pair, i): DuelState => {
    const w = run.workings[i] as Working;
    const holder = holders[i] ?? 1;
    return {
      ...pair,
      fighters: [
        { ...w.fighters[0], ...shared(run.lone), drewWeapon: run.drew },
        { ...w.fighters[1], drewWeapon: w.drew.has(1) },
      ],
      range: w.range,
      holder,
      holderHow: holder !== roundHolders[i] && holder === w.nextHolder ? w.nextHow : 'kept',
      round: state.round + 1,
    };
  });
  const beaten = run.lone.vitality === 0;
  const allBeaten = pairs.every((p) => p.fighters[1].vitality === 0);
  const ended = beaten ? 'lone beaten' : allBeaten ? 'foes beaten' : state.round >= state.maxRounds ? 'out of rounds' : null;
  return { ...state, pairs, round: state.round + 1, ended, pendingInitiative: null };
}
