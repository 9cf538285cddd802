// `karnage computers serve` on the command line: its help, a bad command line answered with the usage, and a
// secret that is not one refused in one line before anything connects.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSecret } from '../../src/cli/commands/accounts/computers.ts';
import { cliAsync } from '../support/runCli.ts';

describe('karnage computers', () => {
  it('--help says what it needs; the main help lists it', async () => {
    const help = await cliAsync('computers', 'serve', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^karnage computers serve --server nats:\/\/HOST:PORT\[,…\] --creds FILE --secret FILE/);
    expect((await cliAsync('help')).out).toContain('karnage accounts|computers|referee serve --help');
  });

  it('a missing option or command is the usage, exit 2', async () => {
    const missing = await cliAsync('computers', 'serve', '--server', 'nats://127.0.0.1:1');
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^computers serve needs --server, --creds and --secret/);
    expect((await cliAsync('computers')).err).toMatch(/^computers needs a command: serve/);
  });

  it('a secret is 64 hex digits; anything else is one line, before any connection', async () => {
    expect(readSecret(`${'ab'.repeat(32)}\n`)).toEqual(Uint8Array.from(Buffer.from('ab'.repeat(32), 'hex')));
    expect(readSecret('ab'.repeat(31))).toBe('the secret is not 64 hex digits');
    const dir = mkdtempSync(join(tmpdir(), 'karnage-computers-'));
    const bad = join(dir, 'bad.secret');
    writeFileSync(bad, 'not a secret');
    const refused = await cliAsync('computers', 'serve', '--server', 'nats://127.0.0.1:1', '--creds', bad, '--secret', bad);
    expect(refused.code).toBe(1);
    expect(refused.err.trim()).toBe(`${bad}: the secret is not 64 hex digits`);
  });
});
