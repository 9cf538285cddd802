import { describeHex } from './hexGeometry.ts';
import { ownEntry } from './pieces.ts';
import type { EventRecorder } from './recorder.ts';
import { unitAt } from './stateQueries.ts';

/**
 * Ends every siege that can no longer go on, whoever's turn it is: its garrison destroyed, gone home or
 * moved out, or every besieger gone. Called after each fight and each round of moves, so no siege is
 * ever kept (or marked on the board) over an empty hex.
 */
export function endSiegesThatCannotGoOn(recorder: EventRecorder): void {
  const over = recorder.ask((state) =>
    (state.sieges ?? []).flatMap((siege) => {
      const garrison = unitAt(state, siege.target);
      if (!garrison || garrison.id !== siege.garrison) return [{ target: siege.target, reason: `the garrison of ${describeHex(siege.target)} is gone` }];
      if (!siege.attackers.some((id) => ownEntry(state.units, id))) return [{ target: siege.target, reason: 'every besieger is gone' }];
      return [];
    }),
  );
  for (const { target, reason } of over) recorder.emit({ type: 'SIEGE_ENDED', target, reason });
}
