// The account service and the referee as the processes `npm run server` starts (`karnage accounts serve`,
// `karnage referee serve --creds`), on a real server: a game made and filled while they run, both killed with
// SIGKILL and started again, and the game goes on with nothing lost or doubled. Bad files are one line each.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createGame, joinGame, signOn, type SignedIn } from '../../src/io/online/accounts/accountClient.ts';
import { serviceCreds } from '../../src/io/online/accounts/accountsServer.ts';
import { keyFileText, newKeyFile } from '../../src/cli/commands/pbem/keyFile.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { accountsForTests } from '../support/accountsServer.ts';
import { keyed, memoryStorage, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';
import { cliAsync } from '../support/runCli.ts';

const bin = join(import.meta.dirname, '..', '..', 'src', 'cli', 'bin.js');
const dir = mkdtempSync(join(tmpdir(), 'karnage-accounts-'));
const running: ChildProcess[] = [];

/** Starts a karnage service and resolves once it says it is answering. */
function service(args: string[], ready: RegExp): Promise<ChildProcess> {
  const child = spawn('node', [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`not ready:\n${seen}`)), 20_000);
    const look = (chunk: Buffer) => {
      seen += chunk.toString();
      if (ready.test(seen)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
  });
}

function kill(child: ChildProcess): Promise<void> {
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(child.pid as number, 'SIGKILL');
  return gone;
}

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('the account service and the referee as processes', () => {
  const table = accountsForTests({ accounts: false, referee: false });
  const files = async () => {
    const authority = join(dir, 'authority.json');
    writeFileSync(authority, JSON.stringify(table.seeds));
    const creds = join(dir, 'service.creds');
    writeFileSync(creds, await serviceCreds(table.seeds, 'service'));
    const key = join(dir, 'referee.key.json');
    writeFileSync(key, keyFileText(await newKeyFile('referee')));
    return { authority, creds, key };
  };
  const accounts = (f: { authority: string; creds: string }) =>
    service(['accounts', 'serve', '--server', table.server().url, '--creds', f.creds, '--authority', f.authority], /answering/);
  const referee = (f: { creds: string; key: string }) =>
    service(['referee', 'serve', '--server', table.server().url, '--creds', f.creds, '--key', f.key], /refereeing the accounts/);

  test('killed mid-game and started again, both go on; nothing is lost or doubled', async () => {
    const f = await files();
    let accountsProcess = await accounts(f);
    let refereeProcess = await referee(f);
    const guest = await table.guest();
    const ann = await signOn(guest, 'signUp', 'ann', 'ann-passphrase');
    const bob = await signOn(guest, 'signUp', 'bob', 'bob-passphrase');
    if (!ann.ok || !bob.ok) throw new Error('sign-up failed');
    const made = await createGame(await table.as(ann.value), ann.value, {
      name: 'Two',
      map: { width: 14, height: 12, seed: 2 },
      race: 'humans',
      others: [{ kind: 'open', race: 'orcs' }],
    });
    if (!made.ok) throw new Error(made.reason);
    await kill(accountsProcess);
    // While it is down, a request is one line; started again, it knows everyone and every game.
    expect(await joinGame(await table.as(bob.value), bob.value, made.value.game)).toEqual({
      ok: false,
      reason: 'the account service is not running: try again in a moment',
    });
    accountsProcess = await accounts(f);
    const bobSeated = await joinGame(await table.as(bob.value), bob.value, made.value.game);
    if (!bobSeated.ok) throw new Error(bobSeated.reason);
    const seats: [SignedIn, string][] = [
      [made.value.who, 'ann'],
      [bobSeated.value, 'bob'],
    ];
    const players = await Promise.all(
      seats.map(async ([who, name]) => {
        const player = new OnlinePlayer(made.value.game, await keyed(name), memoryStorage());
        await player.connect(await table.as(who));
        await player.join();
        return player;
      }),
    );
    const opened = await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 1), 20_000);
    await kill(refereeProcess);
    const campaign = opened.campaign!;
    const mover = players.find((p) => campaign.stage.kind === 'orders' && p.id === campaign.stage.from[0])!;
    await viewWhere(mover, (v) => waitsForOrders(v.campaign, 1));
    expect(await mover.sendOrders(plannedOrders(campaign.start, 3))).toEqual({ ok: true });
    refereeProcess = await referee(f);
    const after = await viewWhere(players[1]!, (v) => waitsForOrders(v.campaign, 2), 20_000);
    // One opening, one close, one resolution: nothing published twice.
    expect(after.campaign!.publications.map((p) => p.step)).toEqual(['start', 'closed', 'resolved']);
    for (const player of players) player.disconnect();
    await kill(accountsProcess);
    await kill(refereeProcess);
  }, 90_000);

  test('an authority file that is not one, or missing options, is one line', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"format":"karnage-online-authority","version":1,"operator":"nope"}');
    const ran = await cliAsync('accounts', 'serve', '--server', table.server().url, '--creds', bad, '--authority', bad);
    expect([ran.code, ran.err.trim()]).toEqual([1, `${bad}: its operator seed is not one`]);
    const usage = await cliAsync('accounts', 'serve', '--server', table.server().url);
    expect(usage.code).toBe(2);
    expect(usage.err).toMatch(/accounts serve needs --server, --creds and --authority/);
    const both = await cliAsync('referee', 'serve', '--server', table.server().url, '--creds', bad, '--online', bad, '--key', bad);
    expect(both.code).not.toBe(0);
  });
});
