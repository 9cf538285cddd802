import { useCallback, useMemo, useRef, useState } from 'react';
import { IDLE, runTask, type PbemMessage, type TaskState } from '../../state/pbem/task.ts';

export interface Task extends TaskState {
  run(label: string, work: () => Promise<PbemMessage | null>): Promise<void>;
  say(message: PbemMessage | null): void;
}

/** A screen's own one-at-a-time task and its message, as the PBEM stores keep theirs (state/pbem/task.ts). */
export function useTask(): Task {
  const [state, setState] = useState<TaskState>(IDLE);
  // Read by the running task after its awaits: the latest, not the render's copy.
  const latest = useRef(state);
  const set = useCallback((partial: Partial<TaskState>) => {
    latest.current = { ...latest.current, ...partial };
    setState(latest.current);
  }, []);
  const actions = useMemo(
    () => ({
      run: (label: string, work: () => Promise<PbemMessage | null>) => runTask(() => latest.current, set, label, work),
      say: (message: PbemMessage | null) => set({ message }),
    }),
    [set],
  );
  return { ...state, ...actions };
}
