// Faults of online play, each against a real nats-server and the real referee command (a child process, killed
// with SIGKILL where a crash is tested): nothing is lost or doubled. The referee restarted mid-turn and the server
// killed and restarted mid-turn both leave one publication per step; a malformed or misaddressed file is refused
// with a notice and the game goes on; a player offline keeps their orders in the outbox and sends them when back.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publishOnce } from '../../src/io/online/natsGame.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { subjects } from '../../src/io/online/subjects.ts';
import { keyFileText, newKeyFile } from '../../src/cli/commands/pbem/keyFile.ts';
import { startTestServer, type TestServer } from '../support/natsServer.ts';
import { keyed, memoryStorage, onlineFile, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

/** The referee command as a process, its output kept. */
function refereeProcess(server: TestServer): ChildProcess & { output: () => string } {
  const child = spawn(
    'node',
    ['src/cli/bin.js', 'referee', 'serve', '--server', server.url, '--online', join(server.dir, 'online.json'), '--key', join(server.dir, 'referee.key.json')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return Object.assign(child, { output: () => output });
}

async function killed(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await gone;
}

describe('faults of online play', () => {
  const file = onlineFile(2);
  let server: TestServer;
  let referee: ReturnType<typeof refereeProcess>;
  const players: OnlinePlayer[] = [];
  const connections: NatsConnection[] = [];

  beforeAll(async () => {
    server = await startTestServer(file);
    writeFileSync(join(server.dir, 'online.json'), JSON.stringify(file));
    writeFileSync(join(server.dir, 'referee.key.json'), keyFileText(await newKeyFile('referee')), { mode: 0o600 });
    referee = refereeProcess(server);
    for (const id of ['ann', 'bob']) {
      const player = new OnlinePlayer('g1', await keyed(id), memoryStorage());
      const nc = await server.connectAs(id, `${id}-password`);
      connections.push(nc);
      await player.connect(nc);
      await player.join();
      players.push(player);
    }
    await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 1), 20_000);
  }, 40_000);

  afterAll(async () => {
    for (const p of players) p.disconnect();
    for (const nc of connections) await nc.close().catch(() => {});
    if (referee) await killed(referee, 'SIGTERM');
    await server.dispose();
  });

  /** The player whose turn `turn` is, once their own view has it open. */
  const mover = async (turn: number) => {
    const stage = players[0]!.view.campaign!.stage;
    if (stage.kind !== 'orders' || stage.turn !== turn) throw new Error(`turn ${turn} is not open`);
    const player = players[stage.from[0] === 'ann' ? 0 : 1]!;
    await viewWhere(player, (v) => waitsForOrders(v.campaign, turn));
    return player;
  };
  const steps = () => players[0]!.view.campaign!.publications.map((p) => `${p.turn}:${p.step}`);

  test('a malformed file, and a file from a player with nothing to send, are refused with a notice; the game goes on', async () => {
    const stage = players[0]!.view.campaign!.stage;
    const waiting = stage.kind === 'orders' && stage.from[0] === 'ann' ? 'bob' : 'ann';
    const js = jetstream(connections[waiting === 'ann' ? 0 : 1]!);
    await publishOnce(js, subjects.orders('g1', 1, 'attacks', waiting), 'not json at all');
    await viewWhere(players[0]!, (v) => v.notices.length === 1);
    expect(players[0]!.view.notices[0]?.reason).toMatch(/JSON/);
    await publishOnce(js, subjects.orders('g1', 1, 'orders', waiting), '{"document":1}\n');
    await viewWhere(players[0]!, (v) => v.notices.length === 2);
    expect(players[0]!.view.notices[1]?.reason).toBe(`${waiting} has nothing to send now`);
    expect(steps()).toEqual(['1:start']);
  });

  test('the referee killed (SIGKILL) as a turn comes in, and started again: the turn is closed and resolved once', async () => {
    const player = await mover(1);
    const sending = player.sendOrders(plannedOrders(player.view.campaign!.start, 1));
    await killed(referee, 'SIGKILL');
    await sending;
    referee = refereeProcess(server);
    await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 2), 20_000);
    expect(steps()).toEqual(['1:start', '1:closed', '1:resolved']);
  });

  test('a file for a turn already over is refused as late, with a notice', async () => {
    const before = players[0]!.view.notices.length;
    const js = jetstream(connections[1]!);
    await publishOnce(js, subjects.reveal('g1', 1, 'attacks', 'bob'), '{}\n');
    await viewWhere(players[0]!, (v) => v.notices.length === before + 1);
    expect(players[0]!.view.notices.at(-1)?.reason).toBe('came after turn 1 (attacks) was over');
  });

  test('the server killed (SIGKILL) mid-turn and started again: the orders sent are kept, the turn resolves once', async () => {
    const player = await mover(2);
    expect(await player.sendOrders(plannedOrders(player.view.campaign!.start, 2))).toEqual({ ok: true });
    await server.stop('SIGKILL');
    await server.start();
    await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 3), 30_000);
    expect(steps().slice(3)).toEqual(['2:closed', '2:resolved']);
  });

  test('a player offline for their turn keeps their orders in the outbox, and sends them once back', async () => {
    const player = await mover(3);
    const nc = connections[players.indexOf(player)]!;
    player.disconnect();
    expect(await player.sendOrders(plannedOrders(player.view.campaign!.start, 3))).toEqual({ ok: true });
    expect(player.view.unsent).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(steps()).toHaveLength(5);
    await player.connect(nc);
    await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 4), 20_000);
    expect(player.view.unsent).toBe(0);
    expect(steps().slice(5)).toEqual(['3:closed', '3:resolved']);
    expect(referee.output()).not.toMatch(/Error|at .*\.ts:/);
  });
});
