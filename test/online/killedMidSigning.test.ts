// A player (a browser reloaded, a computers service killed with SIGKILL) stopped at any point while its orders are
// signed and sent: the storage it leaves is every write before that point and none after. Started again on what
// is left, the player either signs again or sends what its outbox holds — never "already sent" with nothing on its
// way, the fault that left a computer seat stuck for good. Against a real nats-server and the referee.
import { describe, expect, test } from 'vitest';
import type { KeyValueStorage } from '../../src/io/autosave.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { startReferee } from '../../src/cli/commands/referee/serve.ts';
import { serverForTests } from '../support/natsServer.ts';
import { keyed, memoryStorage, onlineFile, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

/** Writes this many, then the process is gone: the write that would come next, and all after, never happen. */
function dyingAfter(base: KeyValueStorage, writes: number): KeyValueStorage & { dead(): boolean } {
  let left = writes;
  const write = (work: () => void) => {
    if (left <= 0) throw new Error('killed');
    left--;
    work();
  };
  return {
    getItem: (key) => base.getItem(key),
    setItem: (key, value) => write(() => base.setItem(key, value)),
    removeItem: (key) => write(() => base.removeItem(key)),
    dead: () => left <= 0,
  };
}

const CUTS = 6;
const games = Array.from({ length: CUTS + 1 }, (_, k) => `cut${k}`);
const quiet = { out: () => {}, err: () => {}, readFile: () => '' };

describe('a player killed while its orders are signed and sent', () => {
  const file = onlineFile(2, games);
  const { server, as } = serverForTests(file);

  test('started again on the storage it left, it gets its orders to the referee, once', async () => {
    const running = await startReferee(await server().connectAs('referee', 'referee-password'), file.games, await keyed('referee'), { log: quiet });
    const keys = { ann: await keyed('ann'), bob: await keyed('bob') };
    let killedSomewhere = 0;
    try {
      for (const [k, game] of games.entries()) {
        const kept = { ann: memoryStorage(), bob: memoryStorage() };
        const seated = await Promise.all(
          (['ann', 'bob'] as const).map(async (id) => {
            const player = new OnlinePlayer(game, keys[id], kept[id]);
            await player.connect(await as(id));
            await player.join();
            return player;
          }),
        );
        const opened = (await viewWhere(seated[0]!, (v) => waitsForOrders(v.campaign, 1), 20_000)).campaign!;
        const mover = opened.stage.kind === 'orders' ? opened.stage.from[0]! : '';
        const moverIndex = mover === 'ann' ? 0 : 1;
        const orders = plannedOrders(opened.start, 7);
        // The mover as it was, but dying after k more writes; then gone (its timers too).
        seated[moverIndex]!.disconnect();
        const dying = dyingAfter(kept[mover as 'ann' | 'bob'], k);
        const doomed = new OnlinePlayer(game, keys[mover as 'ann' | 'bob'], dying);
        await doomed.connect(await as(mover));
        await viewWhere(doomed, (v) => waitsForOrders(v.campaign, 1));
        const first = await doomed.sendOrders(orders).catch((error: Error) => ({ ok: false as const, reason: error.message }));
        doomed.disconnect();
        if (dying.dead()) killedSomewhere++;
        else expect(first).toEqual({ ok: true });
        // Started again on what was kept: signs again, or has nothing new to sign and sends what waits.
        const again = new OnlinePlayer(game, keys[mover as 'ann' | 'bob'], kept[mover as 'ann' | 'bob']);
        await again.connect(await as(mover));
        const seen = await viewWhere(again, (v) => waitsForOrders(v.campaign, 1) || waitsForOrders(v.campaign, 2), 20_000);
        if (waitsForOrders(seen.campaign, 1)) {
          const second = await again.sendOrders(orders);
          expect(second.ok || /already sent/.test(second.reason), `cut after ${k} writes: ${JSON.stringify(second)}`).toBe(true);
        }
        const next = await viewWhere(again, (v) => waitsForOrders(v.campaign, 2), 20_000);
        expect(next.notices).toEqual([]);
        for (const player of [again, ...seated]) player.disconnect();
      }
    } finally {
      await running.stop();
    }
    // The cuts fell inside the signing and sending: the last one let it finish.
    expect(killedSomewhere).toBe(CUTS);
  }, 120_000);
});
