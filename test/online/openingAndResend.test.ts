// Two more faults of online play, against a real nats-server and the real referee command: a referee stopped
// between writing a game's opening and its first publication (the opening is on the server, the map is not), and
// a player pressing Send twice for one turn. The first: the referee started again publishes the missing map from
// the server's opening, and the game opens once. The second: the second press is refused, the first orders stand,
// and the turn resolves once.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { keyFileText, newKeyFile } from '../../src/cli/commands/pbem/keyFile.ts';
import { GameReferee } from '../../src/io/online/gameReferee.ts';
import { lobbyEntryOf } from '../../src/io/online/lobby.ts';
import { followStream } from '../../src/io/online/followStream.ts';
import { ensureGameStreams, ensureStream, publishOnce } from '../../src/io/online/natsGame.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { LOBBY_STREAM, lobbySubject } from '../../src/io/online/serverConfig.ts';
import { inStream, outStream, subjects } from '../../src/io/online/subjects.ts';
import { fileText } from '../../src/io/pbem/campaign/fileText.ts';
import { importPrivateKey } from '../../src/io/pbem/keys.ts';
import { startTestServer, type TestServer } from '../support/natsServer.ts';
import { keyed, memoryStorage, onlineFile, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

const file = onlineFile(2);
const game = file.games[0]!;

function refereeProcess(server: TestServer): ChildProcess {
  const keyPath = join(server.dir, 'referee.key.json');
  const args = ['src/cli/bin.js', 'referee', 'serve', '--server', server.url, '--online', join(server.dir, 'online.json'), '--key', keyPath];
  return spawn('node', args, { stdio: 'ignore' });
}

/**
 * A referee in this process whose write of the first publication never finishes, as if it were stopped right
 * after writing the opening. Answers once it is stuck there, with a way to drop it.
 */
async function refereeStoppedAfterOpening(server: TestServer, keyFile: Awaited<ReturnType<typeof newKeyFile>>, joinAll: () => Promise<void>) {
  const nc = await server.connectAs('referee', 'referee-password');
  const js = jetstream(nc);
  await ensureStream(nc, LOBBY_STREAM, 'karnage.lobby.>');
  await ensureGameStreams(nc, game.id);
  await publishOnce(js, lobbySubject(game.id), fileText(lobbyEntryOf(game)));
  let stuck = () => {};
  const stuckThere = new Promise<void>((resolve) => (stuck = resolve));
  const publish = (subject: string, text: string) => {
    if (subject !== subjects.publication(game.id, 0)) return publishOnce(js, subject, text);
    stuck();
    return new Promise<never>(() => {});
  };
  const key = { id: keyFile.id, publicKey: keyFile.publicKey, privateKey: await importPrivateKey(keyFile.privateKey) };
  const referee = new GameReferee(game, key, publish, { info: () => {}, warn: () => {} });
  const stops = [
    await followStream(nc, outStream(game.id), 1, (m, caughtUp) => referee.onOut(m, caughtUp)),
    await followStream(nc, inStream(game.id), 1, (m, caughtUp) => referee.onIn(m, caughtUp)),
  ];
  await joinAll();
  await stuckThere;
  return async () => {
    for (const stop of stops) stop();
    referee.stop();
    await nc.close();
  };
}

describe('online play: an opening without its map, and orders sent twice', () => {
  let server: TestServer;
  let referee: ChildProcess | null = null;
  const players: OnlinePlayer[] = [];
  const connections: NatsConnection[] = [];
  const steps = () => players[0]!.view.campaign?.publications.map((p) => `${p.turn}:${p.step}`) ?? [];

  beforeAll(async () => {
    server = await startTestServer(file);
    const keyFile = await newKeyFile('referee');
    writeFileSync(join(server.dir, 'online.json'), JSON.stringify(file));
    writeFileSync(join(server.dir, 'referee.key.json'), keyFileText(keyFile), { mode: 0o600 });
    const joinAll = async () => {
      for (const id of ['ann', 'bob']) {
        const player = new OnlinePlayer(game.id, await keyed(id), memoryStorage());
        const nc = await server.connectAs(id, `${id}-password`);
        connections.push(nc);
        await player.connect(nc);
        await player.join();
        players.push(player);
      }
    };
    const drop = await refereeStoppedAfterOpening(server, keyFile, joinAll);
    await drop();
  }, 40_000);

  afterAll(async () => {
    for (const p of players) p.disconnect();
    for (const nc of connections) await nc.close().catch(() => {});
    if (referee && referee.exitCode === null) {
      const gone = new Promise((r) => referee?.once('exit', r));
      referee.kill('SIGTERM');
      await gone;
    }
    await server.dispose();
  });

  test('the referee stopped between the opening and the map: started again, it publishes the map once and the game opens', async () => {
    await new Promise((r) => setTimeout(r, 300));
    expect(players[0]!.view.campaign).toBeNull();
    referee = refereeProcess(server);
    await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 1), 20_000);
    expect(steps()).toEqual(['1:start']);
  });

  test('Send pressed twice for one turn: the second is refused, the first orders stand and the turn resolves once', async () => {
    const stage = players[0]!.view.campaign!.stage;
    if (stage.kind !== 'orders') throw new Error('turn 1 is not open');
    const [mover, waiting] = stage.from[0] === 'ann' ? [players[0]!, players[1]!] : [players[1]!, players[0]!];
    await viewWhere(mover, (v) => waitsForOrders(v.campaign, 1));
    await viewWhere(waiting, (v) => waitsForOrders(v.campaign, 1));
    expect(await waiting.sendOrders([])).toEqual({ ok: false, reason: 'no orders are due from you in turn 1' });
    const orders = plannedOrders(mover.view.campaign!.start, 1);
    const [first, second] = await Promise.all([mover.sendOrders(orders), mover.sendOrders([])]);
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: false, reason: 'your orders for turn 1 are already sent' });
    await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 2), 20_000);
    expect(steps()).toEqual(['1:start', '1:closed', '1:resolved']);
    expect(players[0]!.view.notices).toEqual([]);
  });
});
