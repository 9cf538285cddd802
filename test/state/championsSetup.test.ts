import { describe, expect, test } from 'vitest';
import { startGame } from '../../src/rules/index.ts';
import { scenarioOfSetup, type MapSetup } from '../../src/state/premadeMap.ts';
import { newGameSetup } from '../support/newGameSetup.ts';

// Champions on the new-game screen: each player's first starting unit is its hero; a setup without the flag
// (every saved setup and test before it) has none.

const SETUP: MapSetup = newGameSetup();

function scenarioOf(setup: MapSetup) {
  const made = scenarioOfSetup(setup);
  if ('error' in made) throw new Error(made.error);
  return made;
}

describe('Champions on the setup', () => {
  test('each player’s first unit is its hero, and only that one', () => {
    const scenario = scenarioOf({ ...SETUP, champions: true });
    const heroes = scenario.units.filter((u) => u.hero);
    expect(heroes.map((u) => u.owner)).toEqual(['p1', 'p2']);
    for (const hero of heroes) expect(scenario.units.find((u) => u.owner === hero.owner)).toBe(hero);
    const started = startGame(scenario, 1);
    if (!started.ok) throw new Error(started.reason);
    expect(
      Object.values(started.state.units)
        .filter((u) => u.hero)
        .map((u) => u.hero),
    ).toEqual([{ vitality: 10 }, { vitality: 10 }]);
  });

  test('without the flag, or with it off, nobody is a hero', () => {
    for (const setup of [SETUP, { ...SETUP, champions: false }]) expect(scenarioOf(setup).units.some((u) => u.hero)).toBe(false);
  });

  test('with a combat system chosen too', () => {
    const scenario = scenarioOf({ ...SETUP, champions: true, combat: { combatSystem: 'warfare', newYearEvery: 4 } });
    expect(scenario).toMatchObject({ combatSystem: 'warfare', newYearEvery: 4 });
    expect(scenario.units.filter((u) => u.hero)).toHaveLength(2);
  });
});
