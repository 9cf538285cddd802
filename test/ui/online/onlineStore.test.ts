// The Online screen's store against a real nats-server (Node's client in place of the browser's WebSocket one):
// a wrong password, an address out of reach or malformed is one line and changes nothing; two players connect
// before the referee has started, find their game, join it, and play turns planned on their planning boards; the
// result is the hotseat game of the same orders and dice. Orders sent while the server is down wait in the outbox,
// and a store rejoining after a "reload" (a new store on the same storage, the server still down) shows them,
// then sends them when the server is back.
import { connect } from '@nats-io/transport-node';
import { afterAll, describe, expect, test } from 'vitest';
import { startReferee } from '../../../src/cli/commands/referee/serve.ts';
import { moveDestinations, planView, type GameState, type Order } from '../../../src/rules/index.ts';
import type { PlayerKey, OnlineKeys } from '../../../src/ui/online/onlineKeys.ts';
import { memorySealer, type Sealer } from '../../../src/io/sealer.ts';
import { createOnlineStore, type OnlineStore } from '../../../src/ui/online/onlineStore.ts';
import { plannedOrders } from '../../../src/state/pbem/planningApp.ts';
import type { KeyValueStorage } from '../../../src/io/autosave.ts';
import { serverForTests } from '../../support/natsServer.ts';
import { hotseatHash, keyed, memoryStorage, onlineFile } from '../../support/onlinePlay.ts';

type Store = ReturnType<typeof createOnlineStore>;
const quiet = { out: () => {}, err: () => {}, readFile: () => '' };

function memoryKeys(): OnlineKeys {
  const kept = new Map<string, PlayerKey>();
  return {
    load: async (user) => {
      const key = kept.get(user);
      return key ? { ok: true, key } : { ok: false, reason: `no key is kept for ${user}`, missing: true };
    },
    make: async (user) => {
      const key = await keyed(user);
      kept.set(user, key);
      return { ok: true, key };
    },
  };
}

interface Browser {
  readonly keys: OnlineKeys;
  readonly storage: KeyValueStorage;
  readonly tab: ReturnType<typeof memoryStorage>;
  readonly sealer: Sealer;
}
const browser = (): Browser => ({ keys: memoryKeys(), storage: memoryStorage(), tab: memoryStorage(), sealer: memorySealer() });
const stores: Store[] = [];
const storeIn = (b: Browser): Store => {
  const store = createOnlineStore({ connect: (options) => connect(options), ...b, schemes: ['nats:'] });
  stores.push(store);
  return store;
};

async function until(store: Store, check: (s: OnlineStore) => boolean, what: string, ms = 15_000): Promise<OnlineStore> {
  const started = Date.now();
  while (!check(store.getState())) {
    if (Date.now() - started > ms)
      throw new Error(
        `timed out waiting for ${what}: ${JSON.stringify({ ...store.getState(), views: Object.fromEntries(Object.entries(store.getState().views).map(([k, v]) => [k, { ...v, campaign: v.campaign?.headSeq }])), planning: undefined })}`,
      );
    await new Promise((r) => setTimeout(r, 20));
  }
  return store.getState();
}

const campaignOf = (s: OnlineStore) => (s.open ? s.views[s.open]?.campaign : undefined);
const turnOpen = (turn: number) => (s: OnlineStore) => {
  const stage = campaignOf(s)?.stage;
  return stage?.kind === 'orders' && stage.turn === turn;
};

/** The mover's first unit that can move, moved by clicking it and then its first destination on the planning board. */
function planMove(s: OnlineStore, state: GameState): Order[] {
  const me = s.user;
  const unit = Object.values(state.units).find((u) => u.owner === me && moveDestinations(state, planView(state), u).length > 0)!;
  const to = moveDestinations(state, planView(state), unit)[0]!;
  s.planning!.store.getState().clickHex(unit.at);
  s.planning!.store.getState().clickHex(to);
  return plannedOrders(s.planning!) as Order[];
}

describe('the Online screen’s store on a real server', () => {
  const file = onlineFile(2);
  const { server } = serverForTests(file);
  // Before the server goes (hooks after the tests run last first).
  afterAll(async () => {
    for (const store of stores) await store.getState().disconnect();
  });

  test('a wrong password, a server out of reach, a malformed address: one line each, and nothing else changes', async () => {
    const here = browser();
    const store = storeIn(here);
    expect(store.getState().resume('g1')).toBe(false);
    const before = { ...store.getState(), message: null };
    const refused = async (address: string, password: string, pattern: RegExp) => {
      await store.getState().connect(address, 'ann', password);
      const { message, ...rest } = store.getState();
      expect(message?.kind).toBe('refusal');
      expect(message?.text).toMatch(pattern);
      expect(message?.text).not.toMatch(/\n/);
      expect({ ...rest, message: null }).toEqual({ ...before, connect: rest.connect });
    };
    await refused(server().url, 'not-her-password', /^"nats:\/\/127\.0\.0\.1:\d+" refused ann: wrong password, or no such user$/);
    await refused('nats://127.0.0.1:1', 'ann-password', /^cannot reach "nats:\/\/127\.0\.0\.1:1": is the server running there\?/);
    await refused('127.0.0.1:4222', 'ann-password', /is not a server address: give one like nats:\/\/host:4223$/);
    // No key was made, nothing kept for the tab.
    expect(await here.keys.load('ann')).toMatchObject({ ok: false, missing: true });
    expect(here.tab.data.size).toBe(0);
  });

  test('two players find their game before the referee starts, join, and play; the map is the hotseat game’s', async () => {
    const browsers = [browser(), browser()];
    const [ann, bob] = browsers.map(storeIn) as [Store, Store];
    for (const [store, user] of [
      [ann, 'ann'],
      [bob, 'bob'],
    ] as const) {
      await store.getState().connect(server().url, user, `${user}-password`);
      expect(store.getState()).toMatchObject({ connection: 'connected', message: { kind: 'notice', text: expect.stringMatching(/^Made a key for /) } });
    }
    const referee = await startReferee(await server().connectAs('referee', 'referee-password'), file.games, await keyed('referee'), { log: quiet });
    try {
      for (const store of [ann, bob]) {
        await until(store, (s) => s.games.length === 1, 'the lobby');
        expect(store.getState().games[0]).toEqual({ kind: 'game', id: 'g1', name: 'Game g1', seats: ['ann', 'bob'], size: '14×12' });
        store.getState().openGame('g1');
      }
      const turns: { orders: Order[]; seed: number }[] = [];
      for (let turn = 1; turn <= 3; turn++) {
        await until(ann, turnOpen(turn), `turn ${turn} for ann`);
        const stage = campaignOf(ann.getState())!.stage;
        const mover = stage.kind === 'orders' && stage.from[0] === 'ann' ? ann : bob;
        const s = await until(mover, (m) => turnOpen(turn)(m) && m.planning !== null, `planning turn ${turn}`);
        const orders = planMove(s, campaignOf(s)!.start);
        await mover.getState().sendOrders();
        expect(mover.getState().message).toEqual({ kind: 'notice', text: `Sent your orders for Turn ${turn}.` });
        expect(mover.getState().planning).toBeNull();
        for (const store of [ann, bob]) await until(store, turnOpen(turn + 1), `turn ${turn + 1}`);
        const last = campaignOf(ann.getState())!.publications.at(-1)!;
        turns.push({ orders, seed: last.dice.kind === 'commit-reveal' ? last.dice.seed : -1 });
        expect(last.stateHash).toBe(hotseatHash(file, turns));
      }
      expect(campaignOf(bob.getState())?.head).toBe(campaignOf(ann.getState())?.head);

      // Ann in another browser: a key of its own, not the one the game lists. She may look, not sign.
      const elsewhere = storeIn(browser());
      await elsewhere.getState().connect(server().url, 'ann', 'ann-password', 'g1');
      const looking = await until(elsewhere, (e) => campaignOf(e)?.head === campaignOf(ann.getState())?.head, 'the game in another browser');
      expect(looking.keyNote).toMatch(/^this game lists another key for ann than the one kept in this browser/);
      expect(looking.planning).toBeNull();
      await elsewhere.getState().disconnect();

      // Orders sent while the server is down wait in the outbox; a store rejoining on the same storage shows them
      // while the server is still down, and sends them once it is back.
      const stage = campaignOf(ann.getState())!.stage;
      const moverIndex = stage.kind === 'orders' && stage.from[0] === 'ann' ? 0 : 1;
      const mover = [ann, bob][moverIndex]!;
      const s = await until(mover, (m) => m.planning !== null, 'planning turn 4');
      const orders = planMove(s, campaignOf(s)!.start);
      await server().stop();
      await until(mover, (m) => m.connection === 'reconnecting', 'reconnecting');
      await mover.getState().sendOrders();
      expect(mover.getState().views.g1?.unsent).toBe(1);
      // The page goes (its connection with it); the tab keeps what it kept.
      const tab = new Map(browsers[moverIndex]!.tab.data);
      // What the tab keeps: the connection, its password sealed and nowhere in the clear.
      expect([...tab.values()].join()).not.toContain(`${mover.getState().user}-password`);
      expect(JSON.parse([...tab.values()][0]!)).toEqual({ server: expect.any(String), user: mover.getState().user, sealed: expect.any(String) });
      await mover.getState().disconnect();
      for (const [k, v] of tab) browsers[moverIndex]!.tab.setItem(k, v);
      const reloaded = storeIn(browsers[moverIndex]!);
      expect(reloaded.getState().resume('g1')).toBe(true);
      await until(reloaded, (r) => r.views.g1?.unsent === 1, 'the outbox shown');
      expect(reloaded.getState()).toMatchObject({ connection: 'reconnecting', open: 'g1', planning: null });
      await server().start();
      await until(reloaded, (r) => r.connection === 'connected' && r.views.g1?.unsent === 0, 'the outbox sent');
      await until(ann, turnOpen(5), 'turn 5', 30_000);
      const last = campaignOf(ann.getState())!.publications.at(-1)!;
      turns.push({ orders, seed: last.dice.kind === 'commit-reveal' ? last.dice.seed : -1 });
      expect(last.stateHash).toBe(hotseatHash(file, turns));
      await until(reloaded, turnOpen(5), 'turn 5 after the reload');
    } finally {
      await referee.stop().catch(() => {});
    }
  }, 60_000);
});
