/** What a command may touch, so tests run commands in-process with fakes. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly readFile: (path: string) => string;
}

export class UsageError extends Error {}

/** A command's JSON argument, or `@file.json` to read it from a file. */
export function jsonArgument(value: string | undefined, what: string, io: CliIo): string {
  if (value === undefined) throw new UsageError(`missing ${what}`);
  return value.startsWith('@') ? io.readFile(value.slice(1)) : value;
}

export function printJson(io: CliIo, value: unknown): void {
  io.out(JSON.stringify(value, null, 2));
}
