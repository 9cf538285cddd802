// A duel by e-mail replayed from what is known: the rounds published so far (their cards and moves) and
// the open round's cards. The referee deals those from its deal seed; anyone verifying takes the ones
// published. Both then build a round from its move files the same way.
import {
  duelSoFar,
  pairRegisters,
  playRound,
  type Dealer,
  type Dealt,
  type Declaration,
  type DuelState,
  type Pair,
  type PlayedRound,
  type RoundReport,
  type Side,
} from '../../../rules/champions/index.ts';
import { DuelError, duelSetupOf } from '../../../rules/index.ts';
import type { DuelMoveDocument } from './duelDocuments.ts';
import { roundProgress, type Move, type RoundProgress } from './duelRound.ts';
import type { DuelStage } from './stage.ts';

/** The open round: the duel before it, its cards, who holds the initiative and whether it may hesitate. */
export interface OpenRound {
  readonly duel: DuelState;
  readonly dealt: Dealt;
  readonly holder: Side;
  readonly normal: boolean;
  readonly opening: RoundReport;
}

export type RoundStep =
  | { readonly kind: 'awaiting'; readonly open: OpenRound; readonly progress: Extract<RoundProgress, { kind: 'awaiting' }> }
  | {
      readonly kind: 'complete';
      readonly played: PlayedRound;
      readonly report: RoundReport;
      readonly after: DuelState;
      /** The duelists whose move was due but missing, in the order they were due. */
      readonly missing: readonly string[];
    }
  | { readonly kind: 'refused'; readonly reason: string };

/** Why a round cannot be opened when the duel's last published round ended it. */
export const DUEL_OVER = 'the duel is over';

/** The duel after its published rounds, and the open round dealt by `dealer`; a one-line reason if the rules refuse. */
export function openRound(stage: DuelStage, dealer: Dealer): OpenRound | string {
  const { state, attacker, defender } = stage.duel;
  try {
    const { duel } = duelSoFar(state, attacker, defender, { rounds: stage.rounds.map((r) => r.played) }, (d, i) => stage.rounds[i]?.dealt ?? dealer(d, i));
    if (duel.ended) return DUEL_OVER;
    const dealt = dealer(duel, stage.rounds.length);
    const opened = playRound(duel, { ...initiativeOf(dealt), hands: dealt.hands, registers: [] });
    if (!opened.ok) return `round ${stage.rounds.length + 1} cannot be dealt: ${opened.message}`;
    const holder: Side = duel.combatants[0].name === opened.report.initiative.holder ? 0 : 1;
    return { duel, dealt, holder, normal: opened.report.kind === 'normal', opening: opened.report };
  } catch (error) {
    if (error instanceof DuelError) return error.message;
    throw error;
  }
}

export const initiativeOf = (dealt: Dealt) => (dealt.initiative ? { initiative: { cards: dealt.initiative } } : {});

/**
 * The open round after `moves` (sorted by their place in the round): waiting for the next, or complete and
 * played. With `missing`, a duelist listed there whose move is due plays nothing, so the round completes.
 * The first declarer's registers are checked alone before the other is asked (as at one screen).
 */
export function stepRound(stage: DuelStage, open: OpenRound, moves: readonly DuelMoveDocument[], missing: readonly string[]): RoundStep {
  const sequence: (Move | null)[] = [];
  const filled: string[] = [];
  let progress = roundProgress(open.holder, open.normal, sequence);
  for (;;) {
    if (progress.kind !== 'awaiting') break;
    const next = moves[sequence.length];
    const awaited = stage.duelists[progress.side];
    if (next) {
      if (next.move !== sequence.length)
        return refused(`${next.player}'s move ${next.move + 1} of round ${next.round} comes before move ${sequence.length + 1}`);
      if (next.player !== awaited) return refused(`${next.player}'s move ${next.move + 1} of round ${next.round}: it is ${awaited}'s move`);
      sequence.push(next.hesitate ? { side: progress.side, hesitate: true } : { side: progress.side, registers: next.registers ?? [] });
    } else if (missing.includes(awaited)) {
      sequence.push(null);
      filled.push(awaited);
    } else break;
    progress = roundProgress(open.holder, open.normal, sequence);
  }
  if (progress.kind === 'refused') return refused(`move ${progress.move + 1} of round ${stage.rounds.length + 1}: ${progress.reason}`);
  if (progress.kind === 'awaiting') return awaiting(open, progress);
  return play(open, progress.played, filled);
}

function awaiting(open: OpenRound, progress: Extract<RoundProgress, { kind: 'awaiting' }>): RoundStep {
  const { first } = progress;
  if (first) {
    const alone: Pair<readonly (Declaration | null)[] | null> = progress.side === 1 ? [first, null] : [null, first];
    const checked = playRound(open.duel, {
      ...initiativeOf(open.dealt),
      ...hesitation(progress.hesitated),
      hands: open.dealt.hands,
      registers: pairRegisters(alone),
    });
    if (!checked.ok) return refused(`the first declaration of round ${open.opening.round}: ${checked.message}`);
  }
  return { kind: 'awaiting', open, progress };
}

const hesitation = (hesitated: readonly Side[]) => (hesitated.length > 0 ? { hesitate: hesitated } : {});

function play(open: OpenRound, played: PlayedRound, missing: readonly string[]): RoundStep {
  const bothHesitated = (played.hesitate ?? []).length === 2;
  const round = playRound(open.duel, { ...initiativeOf(open.dealt), ...played, ...(bothHesitated ? {} : { hands: open.dealt.hands }) });
  if (!round.ok) return refused(`round ${open.opening.round}: ${round.message}`);
  return { kind: 'complete', played, report: round.report, after: round.state, missing };
}

const refused = (reason: string): RoundStep => ({ kind: 'refused', reason });

/** The duelists' hero names, attacker's first, as the duel's lines call them. */
export function heroNames(stage: Pick<DuelStage, 'duel'>): [string, string] {
  const { state, attacker, defender } = stage.duel;
  const [a, d] = duelSetupOf(state, attacker, defender).combatants;
  return [a.name, d.name];
}
