import { seededDice } from '../dice.ts';
import type { Card } from '../duel/deck.ts';
import { playRound, startDuel } from '../duel/duel.ts';
import type { DuelState, Pair, RoundScript } from '../duel/types.ts';
import type { RoundReport } from '../duel/report.ts';
import { describeHex } from '../hexGeometry.ts';
import type { GameState, Unit } from '../types.ts';
import { duelTable } from './deal.ts';
import { DuelError } from './duelError.ts';
import type { DuelPlay } from './play.ts';
import { duelSetupOf } from './setup.ts';

/** A round's cards: the initiative's (when drawn) and each side's hand. */
export interface Dealt {
  readonly initiative: Pair<Card[]> | null;
  readonly hands: Pair<Card[]>;
}

/** Deals round `index` (0: the first played) of the duel as it stands. */
export type Dealer = (duel: DuelState, index: number) => Dealt;

/** A duel replayed up to where its play stops: each round's cards, script and report, and the duel after them. */
export interface DuelSoFar {
  readonly duel: DuelState;
  readonly dealt: readonly Dealt[];
  readonly rounds: readonly RoundScript[];
  readonly reports: readonly RoundReport[];
}

/** How the duel's cards are dealt: from the play's deal seed, else the game's, whatever dice settle its fights [house]. */
export function dealerOf(state: GameState, attacker: Unit, defender: Unit, play: Pick<DuelPlay, 'deal'>): Dealer {
  const { deal } = duelTable(state, attacker, defender, seededDice(play.deal ?? state.seed));
  return (duel) => deal(duel);
}

/**
 * The rounds of a duel dealt and played as the players chose, checked by the duel's own rules: dealt from
 * the dice (dealerOf) unless a dealer is given (the cards a referee published). A round the rules refuse,
 * or one played after the end, is a DuelError.
 */
export function duelSoFar(
  state: GameState,
  attacker: Unit,
  defender: Unit,
  play: Pick<DuelPlay, 'rounds' | 'deal'>,
  dealer: Dealer = dealerOf(state, attacker, defender, play),
): DuelSoFar {
  const where = describeHex(defender.at);
  const started = startDuel(duelSetupOf(state, attacker, defender));
  if (!started.ok) throw new DuelError(`the duel at ${where} cannot start: ${started.message}`);
  let duel = started.state;
  const rounds: RoundScript[] = [];
  const reports: RoundReport[] = [];
  const dealts: Dealt[] = [];
  for (const [i, played] of play.rounds.entries()) {
    if (duel.ended) throw new DuelError(`the duel at ${where} was over after round ${i}, but ${play.rounds.length} rounds were played`);
    const dealt = dealer(duel, i);
    dealts.push(dealt);
    // Both heroes hesitating ends the duel before any hand is played: that round has no hands.
    const bothHesitate = new Set(played.hesitate ?? []).size === 2;
    const script: RoundScript = {
      ...(dealt.initiative ? { initiative: { cards: dealt.initiative } } : {}),
      ...(played.hesitate ? { hesitate: played.hesitate } : {}),
      ...(bothHesitate ? {} : { hands: dealt.hands, registers: played.registers }),
    };
    const next = playRound(duel, script);
    if (!next.ok) throw new DuelError(`the duel at ${where}, round ${i + 1}: ${next.message}`);
    duel = next.state;
    rounds.push(script);
    reports.push(next.report);
  }
  return { duel, dealt: dealts, rounds, reports };
}
