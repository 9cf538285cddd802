import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import type { CliIo } from '../../src/cli/io.ts';
import { deeplyNested } from '../io/hostileShapes.ts';

/** A command line whose file reading fails with `fault`, a fault of the program rather than of the file. */
function withFaultyReader(fault: unknown, debug = false) {
  const err: string[] = [];
  const io: CliIo = {
    out: () => {},
    err: (text) => err.push(text),
    readFile: () => {
      throw fault;
    },
    debug,
  };
  return { run: () => runCli(['replay', 'game.karnage.json'], io), err };
}

describe('the last-resort handler', () => {
  it('answers a fault of the program with "internal error" in one line and exit 2', () => {
    const { run, err } = withFaultyReader(new TypeError('cannot read properties of undefined'));
    expect(run()).toBe(2);
    expect(err).toEqual(['internal error: cannot read properties of undefined']);
  });

  it('turns a stack overflow into one line too', () => {
    const overflow = (() => {
      try {
        JSON.stringify(deeplyNested(1_000_000));
      } catch (error) {
        return error;
      }
      throw new Error('expected JSON.stringify to overflow the stack');
    })();
    const { run, err } = withFaultyReader(overflow);
    expect(run()).toBe(2);
    expect(err).toEqual(['internal error: Maximum call stack size exceeded']);
  });

  it('keeps a thrown non-error, or a message of megabytes, to one short line', () => {
    const thrown = withFaultyReader({ not: 'an error' });
    expect(thrown.run()).toBe(2);
    expect(thrown.err).toEqual(['internal error: an object of 1 key']);
    const long = withFaultyReader(new Error(`first line\n${'x'.repeat(5_000_000)}`));
    expect(long.run()).toBe(2);
    expect(long.err).toHaveLength(1);
    expect(long.err[0]!.length).toBeLessThanOrEqual(300);
    expect(long.err[0]).toMatch(/^internal error: first line\\nxxx/);
  });

  it('still says what the file system said, as a user error with exit 1', () => {
    const missing = withFaultyReader(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }));
    expect(missing.run()).toBe(1);
    expect(missing.err).toEqual(['cannot read game.karnage.json (ENOENT)']);
  });

  it('lets the error through with its stack trace under KARNAGE_DEBUG=1', () => {
    const fault = new TypeError('a bug');
    const { run, err } = withFaultyReader(fault, true);
    expect(run).toThrow(fault);
    expect(err).toEqual([]);
  });

  it('still returns 2 when even stderr fails', () => {
    const io: CliIo = {
      out: () => {},
      err: () => {
        throw new Error('stderr closed');
      },
      readFile: () => {
        throw new RangeError('boom');
      },
    };
    expect(runCli(['replay', 'x'], io)).toBe(2);
  });
});
