// One PBEM action at a time, each ending in one line for the screen: what was done, or why nothing was.
// Anything thrown on the way (a browser refusing WebCrypto or storage) becomes that line too: a player
// never sees a stack trace, and what was on screen stays.
import { oneLine } from '../../io/quoteInput.ts';

export interface PbemMessage {
  readonly kind: 'refusal' | 'notice';
  readonly text: string;
}

export interface TaskState {
  /** What is being done now ("Checking the campaign…"); null when idle. */
  readonly busy: string | null;
  readonly message: PbemMessage | null;
}

export const IDLE: TaskState = { busy: null, message: null };

export const refusal = (text: string): PbemMessage => ({ kind: 'refusal', text: oneLine(text) });
export const notice = (text: string): PbemMessage => ({ kind: 'notice', text: oneLine(text) });

type SetTask = (partial: Partial<TaskState>) => void;

/**
 * Runs `work` unless another task runs; its answer (a message, or null for none) is shown. `work`
 * changes the store itself once it has succeeded, so a refusal leaves everything as it was.
 */
export async function runTask(get: () => TaskState, set: SetTask, label: string, work: () => Promise<PbemMessage | null>): Promise<void> {
  if (get().busy) {
    set({ message: refusal(`wait: ${get().busy?.replace(/…$/, '').toLowerCase()} is not finished`) });
    return;
  }
  set({ busy: label, message: null });
  let message: PbemMessage | null;
  try {
    message = await work();
  } catch (error) {
    message = refusal(`${label.replace(/…$/, '')} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  set({ busy: null, message });
}
