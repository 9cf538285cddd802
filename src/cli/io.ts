import { oneLine, quoteInput } from '../io/quoteInput.ts';

/** What a command may touch, so tests run commands in-process with fakes. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** A file's text, or standard input's for "-"; refuses (throws) past `maxBytes`. */
  readonly readFile: (path: string, maxBytes: number) => string;
  /** KARNAGE_DEBUG=1: let an internal error through with its stack trace instead of one line. */
  readonly debug?: boolean;
}

/** The command line was not understood: exit 2 with the usage (the command's own, when it has one). */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly usage?: string,
  ) {
    super(message);
  }
}
/** A file could not be read: exit 1 with the reason. */
export class InputError extends Error {}

/** A file name as messages show it: as given when it is plain, quoted and cut short when not. */
export function fileName(path: string): string {
  if (path === '-') return 'standard input';
  return path.length <= 80 && oneLine(path) === path && !path.includes('"') ? path : quoteInput(path);
}

/** A file's text; an error of the file system (it carries a code) becomes the user's InputError. */
export function readInput(path: string, io: CliIo, maxBytes: number): string {
  try {
    return io.readFile(path, maxBytes);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException | null)?.code;
    if (typeof code === 'string') throw new InputError(`cannot read ${fileName(path)} (${oneLine(code, 40)})`);
    // Anything else is a fault of Karnage's, for the last-resort handler.
    throw error;
  }
}

/** A command's JSON argument, or `@file.json` to read it from a file (at most `maxBytes`). */
export function jsonArgument(value: string | undefined, what: string, io: CliIo, maxBytes: number): string {
  if (value === undefined) throw new UsageError(`missing ${what}`);
  return value.startsWith('@') ? readInput(value.slice(1), io, maxBytes) : value;
}

export function printJson(io: CliIo, value: unknown): void {
  io.out(JSON.stringify(value, null, 2));
}

/** node:util's parseArgs quotes the option it did not understand, whole: keep 60 characters of it. */
export function shortenQuotes(message: string): string {
  return message.replace(/(['"])([^'"]{61,}?)\1/gs, (_all, mark: string, quoted: string) => `${mark}${quoted.slice(0, 59)}…${mark}`);
}
