import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUILDING_IDS,
  buildingsOf,
  countBuildings,
  goldAvailable,
  hexAt,
  incomeOf,
  occupancy,
  planView,
  stateHash,
  unitAt,
  unitsOf,
  wealthOf,
  type GameState,
} from '../../src/rules/index.ts';
import { defendingUnitsOf } from '../../src/rules/pieces.ts';
import { EventRecorder } from '../../src/rules/recorder.ts';
import { playRandomGame, randomScenario } from '../support/randomPlay.ts';
import {
  naiveBuildingsOf,
  naiveCountBuildings,
  naiveDefending,
  naiveGoldAvailable,
  naiveIncomeOf,
  naiveOccupancy,
  naivePlanView,
  naiveStateHash,
  naiveUnitsOf,
  naiveWealthOf,
} from './naive.ts';

/** Every question the rules answer from an index, next to the answer of a scan; the ones that differ. */
function drift(state: GameState): string[] {
  const differ: string[] = [];
  const same = (what: string, indexed: unknown, scanned: unknown) => {
    if (!isDeepStrictEqual(indexed, scanned)) differ.push(`${what}: ${JSON.stringify(indexed)}, a scan says ${JSON.stringify(scanned)}`);
  };
  const byHex = naiveOccupancy(state);
  const sorted = (map: ReadonlyMap<number, string>) => [...map].sort(([a], [b]) => a - b);
  same('occupancy', sorted(occupancy(state)), sorted(byHex));
  for (let i = 0; i < state.map.terrain.length; i++) same(`unitAt ${i}`, unitAt(state, hexAt(state.map, i))?.id, byHex.get(i));
  for (const { id } of state.players) {
    same(`unitsOf ${id}`, unitsOf(state, id), naiveUnitsOf(state, id));
    same(`defending units of ${id}`, defendingUnitsOf(state, id), naiveDefending(state, id));
    same(`buildingsOf ${id}`, buildingsOf(state, id), naiveBuildingsOf(state, id));
    for (const type of BUILDING_IDS) same(`${type}s of ${id}`, countBuildings(state, id, type), naiveCountBuildings(state, id, type));
    same(`incomeOf ${id}`, incomeOf(state, id), naiveIncomeOf(state, id));
    same(`wealthOf ${id}`, wealthOf(state, id), naiveWealthOf(state, id));
  }
  const plan = planView(state);
  const scan = naivePlanView(state);
  same('acted', [...plan.acted].sort(), [...scan.acted].sort());
  same('attacksOn', [...plan.attacksOn].sort(), [...scan.attacksOn].sort());
  for (let i = 0; i < state.map.terrain.length; i++) same(`occupantAfterPlan ${i}`, plan.occupantAfterPlan(i), scan.occupantAfterPlan(i));
  same('goldAvailable', goldAvailable(state), naiveGoldAvailable(state));
  same('stateHash', stateHash(state), naiveStateHash(state));
  return differ;
}

const games = fc.tuple(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 10, max: 16 }), fc.integer({ min: 0, max: 0x7fffffff }));

describe('indexes kept beside the state give the answers a scan gives', () => {
  it('after every order of random games', () => {
    fc.assert(
      fc.property(games, ([players, size, seed]) => {
        playRandomGame(randomScenario(players, size, size, seed), seed, 400, {
          onStep: ({ order, after }) => expect(drift(after), JSON.stringify(order)).toEqual([]),
        });
      }),
      { numRuns: 6 },
    );
  });

  it('after every event, as an order resolves into units and buildings records edited in place', () => {
    fc.assert(
      fc.property(games, ([players, size, seed]) => {
        let turns = 0;
        playRandomGame(randomScenario(players, size, size, seed), seed, 300, {
          onStep: ({ before, order, events }) => {
            // Asking after each event builds the indexes early, so the later events must keep them right. `ask`
            // lends the state, so the recorder goes on editing its records in place.
            const recorder = new EventRecorder(before);
            for (const event of events) {
              recorder.emit(event);
              expect(recorder.ask(drift), `${order.type}, after ${event.type}`).toEqual([]);
            }
            if (order.type === 'END_TURN') turns++;
          },
        });
        expect(turns).toBeGreaterThan(3);
      }),
      { numRuns: 4 },
    );
  });

  it('the state hash of unchanged pieces, under ever different gold, is the hash of the whole text', () => {
    const game = playRandomGame(randomScenario(3, 14, 14, 99), 99, 600);
    const states = [game.start, game.state];
    // Ids beyond ASCII: residues of 16 bits, so the hash learns one residue at a time.
    const wide: GameState = { ...game.state, units: Object.fromEntries(Object.values(game.state.units).map((u) => [`é${u.id}`, { ...u, id: `é${u.id}` }])) };
    for (const state of [...states, wide]) {
      for (let gold = 0; gold < 40; gold++) {
        const richer = { ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, gold: p.gold + gold } : p)) };
        expect(stateHash(richer)).toBe(naiveStateHash(richer));
      }
    }
  });
});
