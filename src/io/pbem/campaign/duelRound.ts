// A duel round by e-mail as a sequence of moves, in the order the screen plays them at one table
// (src/state/duelFlow.ts): the initiative's holder hesitates or declares first; after a hesitation the
// other does; the second declarer, shown the first's maneuver types, declares. A move that did not come in
// time (null) declares nothing [house].
import { other, pairRegisters, type Declaration, type Pair, type PlayedRound, type Side } from '../../../rules/champions/index.ts';

export type Move = { readonly side: Side; readonly hesitate: true } | { readonly side: Side; readonly registers: readonly (Declaration | null)[] };

export type RoundProgress =
  | {
      readonly kind: 'awaiting';
      readonly side: Side;
      readonly move: number;
      readonly mayHesitate: boolean;
      readonly hesitated: readonly Side[];
      /** The first declarer's registers, when `side` declares second. */
      readonly first: readonly (Declaration | null)[] | null;
    }
  | { readonly kind: 'complete'; readonly played: PlayedRound }
  | { readonly kind: 'refused'; readonly move: number; readonly reason: string };

const registersOf = (move: Move | null): readonly (Declaration | null)[] => (move && 'registers' in move ? move.registers : []);

/** Where a round stands after `moves` (null: missing), given who holds the initiative and whether it may hesitate. */
export function roundProgress(holder: Side, normal: boolean, moves: readonly (Move | null)[]): RoundProgress {
  const hesitated: Side[] = [];
  let mover = holder;
  let i = 0;
  for (;;) {
    const mayHesitate = normal && hesitated.length < 2;
    const move = moves[i];
    if (move === undefined) return { kind: 'awaiting', side: mover, move: i, mayHesitate, hesitated, first: null };
    const wrong = move && move.side !== mover ? refuse(i, 'it is not this duelist’s move') : null;
    if (wrong) return wrong;
    if (!move || !('hesitate' in move)) break;
    if (!mayHesitate) return refuse(i, 'this round has no hesitating (a charge or a surprise)');
    hesitated.push(mover);
    i++;
    if (hesitated.length === 2) return moves.length > i ? refuse(i, 'the duel ended when both hesitated') : complete(hesitated, []);
    mover = other(mover);
  }
  const declared: [readonly (Declaration | null)[] | null, readonly (Declaration | null)[] | null] = [null, null];
  declared[mover] = registersOf(moves[i] ?? null);
  const second = other(mover);
  const answer = moves[i + 1];
  if (answer === undefined) return { kind: 'awaiting', side: second, move: i + 1, mayHesitate: false, hesitated, first: declared[mover] };
  if (answer && answer.side !== second) return refuse(i + 1, 'it is not this duelist’s move');
  if (answer && 'hesitate' in answer) return refuse(i + 1, 'the second to declare cannot hesitate');
  if (moves.length > i + 2) return refuse(i + 2, 'the round was over');
  declared[second] = registersOf(answer);
  return complete(hesitated, pairRegisters(declared as Pair<readonly (Declaration | null)[]>));
}

function refuse(move: number, reason: string): RoundProgress {
  return { kind: 'refused', move, reason };
}

function complete(hesitated: readonly Side[], registers: PlayedRound['registers']): RoundProgress {
  return { kind: 'complete', played: { ...(hesitated.length > 0 ? { hesitate: [...hesitated] } : {}), registers } };
}
