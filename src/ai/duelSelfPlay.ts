// Champions in computer-only games: the duels of a planned turn, played by the computer for both sides as the
// duel screen plays them (src/state/duelFlow.ts) — the cards dealt from the game's dice, the holder hesitating
// or declaring first, the other seeing only its maneuver types — so the END_TURN carries its `duels`.
import { isDuel, seededDice, unitAt, type DuelPlay, type GameState, type PlayedRound, type PlayerId, type Side, type Unit } from '../rules/index.ts';
import { duelTable, pairRegisters, playRound, type Card, type DuelState, type Pair, type RoundReport, type RoundScript } from '../rules/champions/index.ts';
import { chooseDeclarations, chooseHesitation, duelSeed, holderAfter, publicTypes, seatOf, type Plan } from './duel.ts';
import type { Strength } from './strengths.ts';

/** The plan's hero-against-hero attacks, in the order planned: attacker, defender and the hex attacked. */
export function duelsOfPlan(state: GameState): { attacker: Unit; defender: Unit; target: Unit['at'] }[] {
  return state.pending.flatMap(({ order }) => {
    if (order.type !== 'ATTACK') return [];
    const attacker = state.units[order.unit];
    const defender = unitAt(state, order.target);
    return attacker && defender && isDuel(attacker, defender) ? [{ attacker, defender, target: order.target }] : [];
  });
}

/** One round's cards and its opening, as the rules deal and open it. */
interface Opened {
  readonly dealt: { readonly initiative: Pair<Card[]> | null; readonly hands: Pair<Card[]> };
  readonly opening: RoundReport;
}

const initiativeOf = (dealt: Opened['dealt']) => (dealt.initiative ? { initiative: { cards: dealt.initiative } } : {});

/** Both sides' choices for one round, each side choosing from what it may see. */
function roundOf(duel: DuelState, { dealt, opening }: Opened, strengths: Pair<Strength>, seed: number): PlayedRound {
  const hesitate: Side[] = [];
  if (opening.kind === 'normal') {
    for (let i = 0; i < 2 && hesitate.length === i; i++) {
      const holder = holderAfter(duel, opening, hesitate);
      if (chooseHesitation(duel, holder, hesitate, strengths[holder], duelSeed(seed, duel.round, i, 7))) hesitate.push(holder);
    }
  }
  const hesitation = hesitate.length > 0 ? { hesitate } : {};
  if (hesitate.length === 2) return { hesitate, registers: [] };
  const holder = holderAfter(duel, opening, hesitate);
  const shown = dealt.initiative?.flat() ?? [];
  const declared: [Plan | null, Plan | null] = [null, null];
  const legal = (side: Side) => (plan: Plan) => {
    const both: Pair<Plan | null> = side === 0 ? [plan, declared[1]] : [declared[0], plan];
    const script: RoundScript = { ...initiativeOf(dealt), ...hesitation, hands: dealt.hands, registers: pairRegisters(both) };
    return playRound(duel, script).ok;
  };
  for (const side of [holder, holder === 0 ? 1 : 0] as const) {
    const foeTypes = side === holder ? null : publicTypes(declared[holder] ?? []);
    const seat = seatOf(duel, opening, hesitate, side, dealt.hands[side], shown, foeTypes);
    declared[side] = chooseDeclarations(seat, strengths[side], duelSeed(seed, duel.round, side, 11), legal(side));
  }
  return { ...hesitation, registers: pairRegisters(declared) };
}

/** A duel played to its end by computers of these strengths: [attacker's, defender's]. */
export function playDuel(state: GameState, attacker: Unit, defender: Unit, strengths: Pair<Strength>, seed: number): PlayedRound[] {
  const { started, deal } = duelTable(state, attacker, defender, seededDice(state.seed));
  if (!started.ok) throw new Error(`a duel cannot start: ${started.message}`);
  let duel = started.state;
  const rounds: PlayedRound[] = [];
  while (!duel.ended) {
    const dealt = deal(duel);
    const opened = playRound(duel, { ...initiativeOf(dealt), hands: dealt.hands, registers: [] });
    if (!opened.ok) throw new Error(`a duel's round cannot be dealt: ${opened.message}`);
    const round = roundOf(duel, { dealt, opening: opened.report }, strengths, seed);
    const both = (round.hesitate ?? []).length === 2;
    const played = playRound(duel, { ...initiativeOf(dealt), ...round, ...(both ? {} : { hands: dealt.hands }) });
    if (!played.ok) throw new Error(`a computer's duel round was refused: ${played.message}`);
    rounds.push(round);
    duel = played.state;
  }
  return rounds;
}

/**
 * The END_TURN's `duels` for a planned turn: every hero-against-hero attack of the plan played to its end, each
 * side by the computer of its seat (`strengthOf` a player's). Empty when the plan has no duel.
 */
export function duelsForTurn(state: GameState, strengthOf: (player: PlayerId) => Strength, seed: number): DuelPlay[] {
  return duelsOfPlan(state).map(({ attacker, defender, target }, i) => ({
    target,
    rounds: playDuel(state, attacker, defender, [strengthOf(attacker.owner), strengthOf(defender.owner)], duelSeed(seed, state.turnNumber, i)),
  }));
}
