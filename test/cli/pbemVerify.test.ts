import { spawnSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileText } from '../../src/io/pbem/campaign/fileText.ts';
import { importPrivateKey } from '../../src/io/pbem/keys.ts';
import { signDocument } from '../../src/io/pbem/signedFile.ts';
import { cliAsync } from '../support/runCli.ts';
import { openTable, playPhase, readJson, type Table } from './pbemHarness.ts';

// `karnage pbem verify` on a campaign whose publications were changed, reordered or dropped after the
// referee signed them; and the real `karnage` process on the same files.

let table: Table;

beforeAll(async () => {
  table = await openTable('turn-by-turn', 2, 'verify-me');
  await playPhase(table, { ann: [{ type: 'ATTACK', unit: 'a1', target: { col: 2, row: 0 } }] });
  await playPhase(table, { bob: [{ type: 'DEFEND', unit: 'b2' }] });
  // 0 start, 1 closed, 2 resolved, 3 closed, 4 resolved.
  expect(readJson(table.campaign).publications).toHaveLength(5);
});

/** A copy of the campaign file, changed by `edit`. */
function changed(name: string, edit: (file: any) => void): string {
  const file = readJson(table.campaign);
  edit(file);
  writeFileSync(table.at(name), fileText(file));
  return table.at(name);
}

async function expectUnverified(path: string, reason: RegExp): Promise<void> {
  const ran = await cliAsync('pbem', 'verify', path);
  expect(ran.err).toMatch(reason);
  expect(ran.code).toBe(1);
  expect(ran.out).toBe('');
  expect(ran.err.trimEnd().split('\n')).toHaveLength(1);
}

describe('karnage pbem verify refuses a campaign that was tampered with', () => {
  it('a publication changed after the referee signed it', async () => {
    const path = changed('tampered.json', (file) => {
      file.publications[2].document.report[0] = "Ann's Footmen attacked Bob's Grunts: 9 against 1, the attack wins";
    });
    await expectUnverified(path, /: publication 2: bad signature/);
  });

  it('a report the referee re-signed that its orders and dice do not make', async () => {
    const referee = await importPrivateKey(readJson(table.key('referee')).privateKey);
    const file = readJson(table.campaign);
    const last = file.publications[4].document;
    file.publications[4] = await signDocument({ ...last, report: ['Bob wins everything'] }, referee, 'referee');
    writeFileSync(table.at('resigned.json'), fileText(file));
    await expectUnverified(table.at('resigned.json'), /: publication 4: its report is not what its orders and dice make/);
  });

  it('two publications swapped', async () => {
    const path = changed('reordered.json', (file) => {
      [file.publications[1], file.publications[2]] = [file.publications[2], file.publications[1]];
    });
    await expectUnverified(path, /: publication 1: is numbered 2: publications are out of order or missing/);
  });

  it('a publication removed', async () => {
    const path = changed('removed.json', (file) => file.publications.splice(3, 1));
    await expectUnverified(path, /: publication 3: is numbered 4/);
  });
});

describe('the real karnage process', () => {
  const karnage = (...args: string[]) =>
    spawnSync('node', ['src/cli/bin.js', 'pbem', ...args], { encoding: 'utf8', timeout: 20_000, env: { ...process.env, KARNAGE_DEBUG: '' } });

  it('makes a key file readable by its owner alone, and verifies a campaign', () => {
    const keygen = karnage('keygen', '--id', 'eve', '--out', table.at('eve.key.json'));
    expect(keygen.stderr).toBe('');
    expect(keygen.status).toBe(0);
    expect(keygen.stdout).toMatch(/^eve=[A-Za-z0-9_-]{43}\n$/);
    expect(statSync(table.at('eve.key.json')).mode & 0o777).toBe(0o600);

    const verified = karnage('verify', table.campaign);
    expect(verified.status).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject({ gameId: 'verify-me', turn: 3, stage: 'orders', awaiting: ['ann'], publications: 5 });
  });
});
