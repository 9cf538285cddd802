// A pool of referees, as processes against a real nats-server: two `karnage referee serve --pool` share the slots
// evenly, each game refereed by the one holding its slot's lease; one is killed with SIGKILL while every game has a
// turn coming, and the other takes its slots within a lease and a sweep — each turn then resolves once, nothing lost
// or doubled.
// Prints how long the games of the killed referee waited.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kvm } from '@nats-io/kv';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { keyFileText, newKeyFile } from '../../src/cli/commands/pbem/keyFile.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { LEASE_MS, REFEREES_BUCKET, SLOTS, slotKey, slotOf, SWEEP_MS } from '../../src/io/online/refereeLeases.ts';
import { startTestServer, type TestServer } from '../support/natsServer.ts';
import { keyed, memoryStorage, onlineFile, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

const GAMES = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
const OWNER = /\((referee-[0-9a-f]+)\)/;

/** A pooled referee command as a process, its output kept. */
function pooledReferee(server: TestServer): ChildProcess & { output: () => string } {
  const args = ['src/cli/bin.js', 'referee', 'serve', '--server', server.url, '--online', join(server.dir, 'online.json')];
  const child = spawn('node', [...args, '--key', join(server.dir, 'referee.key.json'), '--pool'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return Object.assign(child, { output: () => output });
}

async function killed(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await gone;
}

/** The games a referee's output says it took. */
const gamesOf = (output: string): string[] => [...output.matchAll(/^(p\d): refereed here/gm)].map((m) => m[1]!);

describe('a pool of referees', () => {
  const file = onlineFile(2, GAMES);
  let server: TestServer;
  const referees: ReturnType<typeof pooledReferee>[] = [];
  const players: OnlinePlayer[] = [];

  beforeAll(async () => {
    server = await startTestServer(file);
    writeFileSync(join(server.dir, 'online.json'), JSON.stringify(file));
    writeFileSync(join(server.dir, 'referee.key.json'), keyFileText(await newKeyFile('referee')), { mode: 0o600 });
  }, 30_000);
  afterAll(async () => {
    for (const p of players) p.disconnect();
    for (const r of referees) await killed(r, 'SIGTERM');
    await server.dispose();
  }, 30_000);

  test('share the games, one referee a game; one killed, the other takes its games and each turn resolves once', async () => {
    referees.push(pooledReferee(server), pooledReferee(server));
    for (const game of GAMES) {
      for (const id of ['ann', 'bob']) {
        const player = new OnlinePlayer(game, await keyed(id), memoryStorage());
        await player.connect(await server.connectAs(id, `${id}-password`));
        await player.join();
        players.push(player);
      }
    }
    const byGame = (game: string) => players.filter((p) => p.game === game);
    for (const game of GAMES) await viewWhere(byGame(game)[0]!, (v) => waitsForOrders(v.campaign, 1), 30_000);
    // Every slot is one referee's, and the two share them evenly once both are in the pool.
    const kv = await new Kvm(await server.connectAs('referee', 'referee-password')).open(REFEREES_BUCKET);
    const ownerOf = async (slot: number) => (await kv.get(slotKey(slot)))?.string() ?? 'nobody';
    const slotsByOwner = async () => {
      const byOwner = new Map<string, number>();
      for (let slot = 0; slot < SLOTS; slot++) {
        const owner = await ownerOf(slot);
        byOwner.set(owner, (byOwner.get(owner) ?? 0) + 1);
      }
      return byOwner;
    };
    await expect.poll(async () => [...(await slotsByOwner()).values()].sort(), { timeout: 20_000, interval: 500 }).toEqual([SLOTS / 2, SLOTS / 2]);
    // The games go with their slots: the referee of the first game is killed, its games are orphaned.
    const victimId = await ownerOf(slotOf(GAMES[0]!));
    const orphaned: string[] = [];
    for (const game of GAMES) if ((await ownerOf(slotOf(game))) === victimId) orphaned.push(game);
    const named = (r: (typeof referees)[number]) => OWNER.exec(r.output())?.[1] === victimId;
    await expect.poll(() => referees.some(named), { timeout: 10_000 }).toBe(true);
    const victim = referees.find(named)!;
    const survivor = referees.find((r) => r !== victim)!;
    await expect.poll(() => gamesOf(victim.output()).filter((g) => orphaned.includes(g)).length, { timeout: 10_000 }).toBe(orphaned.length);
    await killed(victim, 'SIGKILL');
    const killedAt = Date.now();
    for (const game of GAMES) {
      const seated = byGame(game);
      const stage = seated[0]!.view.campaign!.stage;
      const mover = seated.find((p) => stage.kind === 'orders' && p.id === stage.from[0])!;
      expect(await mover.sendOrders(plannedOrders(mover.view.campaign!.start, 1))).toEqual({ ok: true });
    }
    for (const game of GAMES) await viewWhere(byGame(game)[0]!, (v) => waitsForOrders(v.campaign, 2), 30_000);
    const waited = Date.now() - killedAt;
    console.log(`a referee of ${GAMES.length} killed: its ${orphaned.length} game(s) resolved on the other in ${waited} ms`);
    // Within a lease, a sweep, and the turn itself.
    expect(waited).toBeLessThan(LEASE_MS + 2 * SWEEP_MS + 10_000);
    await expect.poll(async () => [...(await slotsByOwner()).keys()], { timeout: 10_000 }).toEqual([OWNER.exec(survivor.output())?.[1]]);
    expect(new Set(gamesOf(survivor.output()))).toEqual(new Set(GAMES));
    for (const game of GAMES) {
      const steps = byGame(game)[0]!.view.campaign!.publications.map((p) => `${p.turn}:${p.step}`);
      expect(steps, game).toEqual(['1:start', '1:closed', '1:resolved']);
      expect(byGame(game)[0]!.view.notices).toEqual([]);
    }
    expect(survivor.output()).not.toMatch(/Error|at .*\.ts:/);
  }, 90_000);
});
