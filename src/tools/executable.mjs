// The first runnable file among candidates, for the tools that find a program the tests need. Only node: built-ins.
import { accessSync, constants } from 'node:fs';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The program at `fromEnv` when it is set (null if that points nowhere: a mistake to hear about, not to paper over
 * by picking another), else the first runnable candidate, else null.
 * @param {string | undefined} fromEnv
 * @param {readonly string[]} candidates
 * @returns {string | null}
 */
export function findExecutable(fromEnv, candidates) {
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  return candidates.find(isExecutable) ?? null;
}
