import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { fileName, InputError } from './io.ts';

const CHUNK_BYTES = 64 * 1024;
const STDIN = 0;

/**
 * The text of a regular file, or of standard input for "-", never more than `maxBytes`: the size is
 * checked before reading, and reading stops past the limit anyway (a file that grows, or a /proc
 * file that says it is empty). A FIFO, a device such as /dev/zero or a directory is refused at once.
 */
export function readTextFile(path: string, maxBytes: number): string {
  if (path === '-') return readCapped(STDIN, path, maxBytes);
  // Non-blocking, so opening a FIFO that no one writes to returns instead of waiting for a writer.
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new InputError(`cannot read ${fileName(path)}: it is ${kindOf(stats)}, not a file`);
    if (stats.size > maxBytes) {
      throw new InputError(`${fileName(path)} is ${stats.size.toLocaleString('en-US')} bytes; the limit is ${maxBytes.toLocaleString('en-US')}`);
    }
    return readCapped(fd, path, maxBytes);
  } finally {
    closeSync(fd);
  }
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** Reads up to `maxBytes` in chunks; one byte more means the input is over the limit. */
function readCapped(fd: number, path: string, maxBytes: number): string {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
    const read = fd === STDIN ? readRetrying(fd, chunk) : readSync(fd, chunk, 0, chunk.length, null);
    if (read === 0) break;
    chunks.push(read === chunk.length ? chunk : chunk.subarray(0, read));
    total += read;
    if (total > maxBytes) throw new InputError(`${fileName(path)} holds more than ${maxBytes.toLocaleString('en-US')} bytes, the limit`);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

/**
 * readSync, waiting a moment when standard input is a non-blocking pipe with nothing in it yet. Only
 * for standard input: a file that says "try again" (/proc/kmsg) is refused, not waited for.
 */
function readRetrying(fd: number, into: Buffer): number {
  for (;;) {
    try {
      return readSync(fd, into, 0, into.length, null);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}
