// Round trip: random seeded games are saved as files, loaded and replayed; the state hash after every
// turn (and every order) is the one the game had when it was played.
import { describe, expect, it } from 'vitest';
import { loadGameRecord } from '../../src/io/loadGameRecord.ts';
import { replayRecord } from '../../src/io/replayRecord.ts';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { Timeline } from '../../src/replay/timeline.ts';
import { stateHash } from '../../src/rules/index.ts';
import { playRandomGame, randomScenario } from '../support/randomPlay.ts';

const GAMES = [
  { players: 2, width: 12, height: 10, seed: 1, orders: 300 },
  { players: 3, width: 20, height: 16, seed: 42, orders: 600 },
  { players: 4, width: 24, height: 18, seed: 977, orders: 900 },
  { players: 2, width: 8, height: 8, seed: 31337, orders: 2000 }, // small and crowded: likely to end
];

describe('save, load, replay: the same game', () => {
  for (const g of GAMES) {
    it(`${g.players} players on ${g.width}×${g.height}, seed ${g.seed}`, () => {
      const scenario = randomScenario(g.players, g.width, g.height, g.seed);
      const played: string[] = [];
      const turnEnds: string[] = [];
      const game = playRandomGame(scenario, g.seed, g.orders, {
        onStep: ({ order, after }) => {
          played.push(stateHash(after));
          if (order.type === 'END_TURN') turnEnds.push(stateHash(after));
        },
      });
      expect(turnEnds.length).toBeGreaterThan(3);

      const made = recordGame(scenario, g.seed, game.orders);
      if ('error' in made) throw new Error(made.error);
      const text = JSON.stringify(made.record, null, 1);
      const loaded = loadGameRecord(text);
      if (!loaded.ok) throw new Error(loaded.message);
      expect(loaded.value.checkpoints.map((c) => c.hash)).toEqual(turnEnds);

      const replayed: string[] = [];
      const outcome = replayRecord(loaded.value, ({ index, state }) => {
        if (index >= 0) replayed.push(stateHash(state));
      });
      expect(outcome).toMatchObject({ ok: true, hash: stateHash(game.state), verifiedTurns: turnEnds.length });
      expect(replayed).toEqual(played);

      const built = Timeline.build(loaded.value);
      if (!built.ok) throw new Error(built.message);
      for (const c of loaded.value.checkpoints) expect(stateHash(built.timeline.stateAt(c.order + 1))).toBe(played[c.order]);
    });
  }
});
