import { bestValue, cardText, type Card } from './deck.ts';
import { handSize, maneuverAllowance } from './heroes.ts';
import { hesitations, roundKind, settleInitiative, type Settled } from './initiative.ts';
import { bySide, checkDealt, cardsText, refuse, type RoundKind } from './refusal.ts';
import { resolveRegister } from './register.ts';
import type { RegisterReport, RoundReport } from './report.ts';
import { other, type DuelState, type Pair, type RoundScript, type Side } from './types.ts';
import { planRound } from './validate.ts';
import type { Working } from './working.ts';

// One round of a Champions duel [seed 001]: the initiative (settled, kept or passed by hesitating), the hands,
// every register declared and checked, then revealed and resolved in order. A charge's round allows one
// maneuver each and +1 to the charger's maximum damage; a surprise is one attack the other cannot meet.

/** The cards each side is dealt for the round about to be played. */
export function handSizes(state: DuelState): Pair<number> {
  if (roundKind(state) === 'surprise') return [1, 0];
  return bySide((s) => handSize(state.combatants[s], state.fighters[s]));
}

/** Plays a round on the state; throws DuelRefusal when the script breaks a rule. */
export function playRoundOrRefuse(state: DuelState, round: RoundScript): { readonly state: DuelState; readonly report: RoundReport } {
  if (state.ended) refuse(`round ${state.round}: the duel has ended (${state.ended})`);
  const kind = roundKind(state);
  const settled = settleInitiative(state, kind, round);
  const holder = hesitations(state, kind, settled.holder, round);
  const sizes = handSizes(state);
  const base = reportBase(state, kind, settled, round, sizes);
  if (holder === null) {
    if (round.hands || (round.registers ?? []).length > 0) refuse(`round ${state.round}: both hesitated, so the duel ended: no hands, no registers`);
    return {
      state: { ...state, holder: settled.holder, round: state.round + 1, ended: 'both hesitated' },
      report: { ...base, holder: null, hands: null, registers: [], rangeAfter: state.range },
    };
  }
  const hands = checkHands(state, round, sizes, settled);
  const registers = round.registers ?? [];
  const planned = planRound({ state, kind, holder }, hands, registers);
  const w = working(state, kind, holder);
  const reports: RegisterReport[] = [];
  for (const [i, decls] of registers.entries()) {
    reports.push(resolveRegister(w, decls, planned[i] ?? [null, null], i, holder));
    if (w.fighters.some((f) => f.vitality === 0)) break;
  }
  const next = nextState(state, w, kind, holder);
  return {
    state: next,
    report: { ...base, holder: state.combatants[holder].name, hands: bySide((s) => hands[s].map(cardText)), registers: reports, rangeAfter: w.range },
  };
}

function reportBase(state: DuelState, kind: RoundKind, settled: Settled, round: RoundScript, sizes: Pair<number>) {
  let holder = settled.holder;
  const hesitated = (round.hesitate ?? []).map((side) => {
    holder = other(holder);
    return state.combatants[side].name;
  });
  return {
    round: state.round,
    kind,
    initiative: {
      draw: settled.draw && bySide((s) => settled.draw?.[s].map(cardText) ?? []),
      best: settled.draw && bySide((s) => bestValue(settled.draw?.[s] ?? [])),
      how: settled.how,
      holder: state.combatants[settled.holder].name,
    },
    hesitated,
    handSizes: sizes,
    maneuversAllowed: bySide((s) => (kind === 'normal' ? maneuverAllowance(state.fighters[s]).total : kind === 'charge' || s === 0 ? 1 : 0)),
    rangeBefore: state.range,
  };
}

function checkHands(state: DuelState, round: RoundScript, sizes: Pair<number>, settled: Settled): Pair<readonly Card[]> {
  const where = `round ${state.round}`;
  const hands = round.hands;
  if (!hands) return refuse(`${where}: give both hands ("hands")`);
  for (const side of [0, 1] as const) {
    const hand = hands[side] ?? [];
    if (hand.length !== sizes[side])
      refuse(
        `${where}: ${state.combatants[side].name} holds ${sizes[side]} card${sizes[side] === 1 ? '' : 's'} this round, not ${hand.length} (${cardsText(hand)})`,
      );
  }
  // The round's deck deals the initiative (round 1) and both hands.
  checkDealt([...(settled.draw ?? []), hands[0], hands[1]], `${where}, hands`);
  return hands;
}

function working(state: DuelState, kind: RoundKind, holder: Side): Working {
  const charger = kind === 'charge' ? 0 : -1;
  return {
    combatants: state.combatants,
    fighters: [{ ...state.fighters[0] }, { ...state.fighters[1] }],
    range: state.range,
    nextHolder: holder,
    nextHow: 'kept',
    round: state.round,
    kind,
    damageBonus: [charger === 0 ? 1 : 0, 0],
    drew: new Set(),
  };
}

function nextState(state: DuelState, w: Working, kind: RoundKind, holder: Side): DuelState {
  const beaten = w.fighters.some((f) => f.vitality === 0);
  const last = kind !== 'surprise' && state.round >= state.maxRounds;
  const fighters = bySide((s) => ({ ...w.fighters[s], drewWeapon: w.drew.has(s) }));
  return {
    ...state,
    fighters,
    range: w.range,
    holder: kind === 'surprise' ? null : w.nextHolder,
    holderHow: w.nextHolder === holder ? 'kept' : w.nextHow,
    round: state.round + 1,
    pendingInitiative: kind === 'normal' && state.holder === null ? null : state.pendingInitiative,
    ended: beaten ? 'beaten' : last ? 'out of rounds' : null,
  };
}
