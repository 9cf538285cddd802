import { describe, expect, test } from 'vitest';
import { createGameApp } from '../../src/state/gameApp.ts';
import { describeHexInWords } from '../../src/state/describeHex.ts';
import { buildOptions, recruitOptions } from '../../src/state/orderOptions.ts';
import { joeAndKim, started } from '../support/scenarios.ts';

describe('views of the game for the panels', () => {
  test('a hex in words: terrain, unit with owner and stance, building with owner', () => {
    const state = started(joeAndKim());
    expect(describeHexInWords(state, { col: 2, row: 1 })).toBe('(2,1) Grasslands. Orc Warriors of Kim (attack d8, defence d6, move 2), defending.');
    expect(describeHexInWords(state, { col: 5, row: 0 })).toBe("(5,0) Grasslands. Kim's Armory (+1 to every defence for each full 3 Armories).");
  });

  test('the build menu lists every building this unit can build, with its price and the rules’ reason when refused', () => {
    const state = started(joeAndKim());
    const options = buildOptions(state, state.units.u2!);
    // A Keep is never built: the menu leaves it out.
    expect(options.map((o) => o.id)).toEqual(['weaponsmith', 'armory', 'stable', 'barracks', 'farm', 'mine', 'fortress']);
    expect(options.find((o) => o.id === 'stable')).toEqual({ id: 'stable', name: 'Stable', cost: 3, disabledReason: null, detail: 'recruits mounted units' });
    expect(options.find((o) => o.id === 'mine')!.disabledReason).toBe('a Mine can only stand on Hills or Mountains, not Grasslands');
  });

  test('the recruit menu gives each unit of the race with its cost and why it cannot be recruited', () => {
    const scenario = joeAndKim();
    const state = started({ ...scenario, buildings: [...scenario.buildings, { type: 'barracks', owner: 'joe', at: { col: 3, row: 3 } }] });
    const options = recruitOptions(state, { col: 3, row: 3 });
    expect(options.map((o) => [o.name, o.cost, o.disabledReason])).toEqual([
      ['Cavalry', 6, 'a Barracks recruits only foot units, not Cavalry'],
      ['Footmen', 4, null],
      ['Peasants', 2, null],
    ]);
  });

  test('the last defender gone ends the game on the victory screen, and the autosave is cleared', () => {
    const scenario = joeAndKim();
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const { store } = createGameApp({ storage });
    // Kim has only the Warriors: with dice seed 2024 Joe's attack wins (3 + 1 against 1 + 1).
    store.getState().startScenario({ ...scenario, buildings: scenario.buildings.filter((b) => b.owner === 'joe') }, 2024);
    store.getState().confirmHandoff();
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().clickHex({ col: 2, row: 1 });
    store.getState().endTurn();
    store.getState().confirmEndTurn(); // End turn asks once about units with no orders
    expect(store.getState().session!.state.result).toEqual({ kind: 'won', winner: 'joe', reason: 'last-standing' });
    expect(store.getState().screen).toBe('victory');
    expect(store.getState().ui.curtain).toBe(false);
    expect(data.size).toBe(0);
  });
});
