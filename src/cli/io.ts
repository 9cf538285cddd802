/** What a command may touch, so tests run commands in-process with fakes. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly readFile: (path: string) => string;
}

/** The command line was not understood: exit 2 with the usage. */
export class UsageError extends Error {}
/** A file could not be read: exit 1 with the reason. */
export class InputError extends Error {}

export function readInput(path: string, io: CliIo): string {
  try {
    return io.readFile(path);
  } catch (error) {
    throw new InputError(`cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}

/** A command's JSON argument, or `@file.json` to read it from a file. */
export function jsonArgument(value: string | undefined, what: string, io: CliIo): string {
  if (value === undefined) throw new UsageError(`missing ${what}`);
  return value.startsWith('@') ? readInput(value.slice(1), io) : value;
}

export function printJson(io: CliIo, value: unknown): void {
  io.out(JSON.stringify(value, null, 2));
}
