// Champions at one screen with a computer seat: the duel screen's steps (./duelFlow.ts) let the computer choose
// for its hero (src/ai/duel.ts): whether it hesitates, from what the round's opening shows, and its declarations,
// from its own hand and, declaring second, the other's maneuver types. What it declares is checked as the
// screen checks a person's (the round played with the declarations so far), so the rules always take it.
import { chooseDeclarations, chooseHesitation, duelSeed, publicTypes, seatOf, type Plan } from '../ai/duel.ts';
import type { ComputerStrength, Declaration, GameState, PlayerId, ScenarioPlayer, Side } from '../rules/index.ts';
import { other, pairRegisters, playRound, type Card, type DuelState, type Pair, type RoundReport } from '../rules/champions/index.ts';

/** The computer seats of a game: each computer player's strength (a person's seat is absent). */
export type ComputerSeats = Readonly<Record<PlayerId, ComputerStrength>>;

/** The computer seats of a scenario's players (src/rules/scenario.ts, `computer`). */
export function computerSeats(players: readonly Pick<ScenarioPlayer, 'id' | 'computer'>[]): ComputerSeats {
  return Object.fromEntries(players.flatMap((p) => (p.computer ? [[p.id, p.computer]] : [])));
}

/** A round being played, as the computer may see it: the duel, its opening, the cards dealt, what is decided so far. */
export interface RoundAt {
  readonly game: GameState;
  /** Which duel of the turn's. */
  readonly index: number;
  readonly duel: DuelState;
  readonly dealt: { readonly initiative: Pair<Card[]> | null; readonly hands: Pair<Card[]> };
  readonly opening: RoundReport;
  readonly hesitate: readonly Side[];
  readonly declared: Pair<readonly (Declaration | null)[] | null>;
}

const seedOf = (at: RoundAt, side: Side, step: number): number => duelSeed(at.game.seed, at.game.turnNumber, at.index, at.duel.round, side, step);

/** Whether the computer holding the initiative hesitates: from the opening alone (it has seen no card of its hand). */
export function computerHesitates(at: RoundAt, side: Side, strength: ComputerStrength): boolean {
  return chooseHesitation(at.duel, side, at.hesitate, strength, seedOf(at, side, at.hesitate.length));
}

/** The round as the screen checks a side's declarations: with the other's declared so far. */
function takes(at: RoundAt, side: Side, plan: Plan): boolean {
  const declared: Pair<Plan | null> = side === 0 ? [plan, at.declared[1]] : [at.declared[0], plan];
  const initiative = at.dealt.initiative ? { initiative: { cards: at.dealt.initiative } } : {};
  const hesitate = at.hesitate.length > 0 ? { hesitate: at.hesitate } : {};
  return playRound(at.duel, { ...initiative, ...hesitate, hands: at.dealt.hands, registers: pairRegisters(declared) }).ok;
}

/** The computer's declarations for `side`: seeing its own hand, the initiative's cards, and the other's types if it declared. */
export function computerDeclares(at: RoundAt, side: Side, strength: ComputerStrength): (Declaration | null)[] {
  const first = at.declared[other(side)];
  const shown = at.dealt.initiative?.flat() ?? [];
  const seat = seatOf(at.duel, at.opening, at.hesitate, side, at.dealt.hands[side], shown, first ? publicTypes(first) : null);
  return [...chooseDeclarations(seat, strength, seedOf(at, side, 2), (plan) => takes(at, side, plan))];
}
