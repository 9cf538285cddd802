/** The program at `fromEnv` when set (null if it points nowhere), else the first runnable candidate, else null. */
export function findExecutable(fromEnv: string | undefined, candidates: readonly string[]): string | null;
