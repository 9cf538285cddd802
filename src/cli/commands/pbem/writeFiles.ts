// How play by e-mail writes: a new file is never written over an old one (a key, orders, a secret), a
// file that changes (the campaign) is replaced whole by a rename, so a reader never sees half of it.
// Secrets are created readable by their owner alone.
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, lstatSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { oneLine } from '../../../io/quoteInput.ts';
import { fileName, InputError } from '../../io.ts';

/** Owner read and write only: keys and secrets. */
export const PRIVATE_MODE = 0o600;
const PUBLIC_MODE = 0o644;

/** Refuses at once when `path` exists, so a command checks every output before writing any. */
export function refuseExisting(path: string, option: string): void {
  if (existsSync(path) || isDanglingLink(path)) throw new InputError(`${option} ${fileName(path)} already exists: it is never overwritten`);
}

function isDanglingLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function writeError(path: string, error: unknown): InputError {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (typeof code !== 'string') throw error;
  return new InputError(`cannot write ${fileName(path)} (${oneLine(code, 40)})`);
}

/** Creates `path` with `text`; fails rather than replace anything already there (O_EXCL). */
export function writeNewFile(path: string, text: string, mode = PUBLIC_MODE): void {
  let fd: number;
  try {
    fd = openSync(path, 'wx', mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException | null)?.code === 'EEXIST') refuseExisting(path, 'the file');
    throw writeError(path, error);
  }
  try {
    writeSync(fd, text);
  } catch (error) {
    closeSync(fd);
    rmSync(path, { force: true });
    throw writeError(path, error);
  }
  closeSync(fd);
}

/** A file written beside `path` under a fresh name, to be renamed over it by `commit`, or dropped. */
export interface StagedFile {
  readonly commit: () => void;
  readonly drop: () => void;
}

/** Writes `text` to a temporary file next to `path`; nothing at `path` changes until commit. */
export function stageReplacement(path: string, text: string, mode = PUBLIC_MODE): StagedFile {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  writeNewFile(temporary, text, mode);
  return {
    commit: () => {
      try {
        renameSync(temporary, path);
      } catch (error) {
        rmSync(temporary, { force: true });
        throw writeError(path, error);
      }
    },
    drop: () => rmSync(temporary, { force: true }),
  };
}

/** Replaces the files together: all are written first, then renamed in order; a failed write leaves every one as it was. */
export function replaceFiles(files: readonly { readonly path: string; readonly text: string; readonly mode?: number }[]): void {
  const staged: StagedFile[] = [];
  try {
    for (const file of files) staged.push(stageReplacement(file.path, file.text, file.mode));
  } catch (error) {
    for (const file of staged) file.drop();
    throw error;
  }
  for (const file of staged) file.commit();
}

/** Makes the directory (and its parents) when missing. */
export function ensureDirectory(path: string): void {
  try {
    mkdirSync(path, { recursive: true });
  } catch (error) {
    throw writeError(path, error);
  }
}

export function removeFile(path: string): void {
  rmSync(path, { force: true });
}
