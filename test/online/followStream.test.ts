// A stream followed through pulls that stop being served — its consumer deleted on the server under it, twice —
// delivers every message once, in order, each within seconds: the follower renews its pull from the message
// after the last it took. Against a real nats-server.
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { describe, expect, test } from 'vitest';
import { followStream } from '../../src/io/online/followStream.ts';
import { ensureStream, publishOnce } from '../../src/io/online/natsGame.ts';
import { serverForTests } from '../support/natsServer.ts';
import { onlineFile } from '../support/onlinePlay.ts';

const STREAM = 'KARNAGE_follow_OUT';

describe('following a stream', () => {
  const { server } = serverForTests(onlineFile(2));

  test('every message once and in order, across pulls cut on the server', async () => {
    const nc = await server().connectAs('referee', 'referee-password');
    await ensureStream(nc, STREAM, 'karnage.follow.out.>');
    const js = jetstream(nc);
    const jsm = await jetstreamManager(nc);
    const taken: number[] = [];
    const renewed: string[] = [];
    const stop = await followStream(nc, STREAM, 1, (m) => void taken.push(m.seq), { onRenew: (why) => renewed.push(why) });
    const send = async (n: number) => expect((await publishOnce(js, `karnage.follow.out.m${n}`, `message ${n}`)).ok).toBe(true);
    const cut = async () => {
      for await (const consumer of jsm.consumers.list(STREAM)) await jsm.consumers.delete(STREAM, consumer.name);
    };
    for (const n of [1, 2, 3]) await send(n);
    await expect.poll(() => taken).toEqual([1, 2, 3]);
    await cut();
    for (const n of [4, 5]) await send(n);
    await expect.poll(() => taken, { timeout: 8_000 }).toEqual([1, 2, 3, 4, 5]);
    await cut();
    await new Promise((r) => setTimeout(r, 3_000));
    await send(6);
    await expect.poll(() => taken, { timeout: 8_000 }).toEqual([1, 2, 3, 4, 5, 6]);
    // Followed from where it was: no message again, none skipped, after the pulls were renewed.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(taken).toEqual([1, 2, 3, 4, 5, 6]);
    console.log(`pulls renewed: ${renewed.length} (${[...new Set(renewed)].join('; ')})`);
    stop();
    await nc.close();
  }, 40_000);
});
