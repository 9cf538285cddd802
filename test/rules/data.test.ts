import { describe, expect, it } from 'vitest';
import {
  BUILDINGS,
  BUILDING_IDS,
  DEFAULT_WEALTH_TARGET,
  DEFEND_BONUS,
  FORBIDDEN_NEIGHBOURS,
  HOME_TERRAIN_RADIUS,
  MAX_ATTACKERS_PER_DEFENDER,
  MAX_PLAYERS,
  MIN_PLAYERS,
  RACES,
  RACE_IDS,
  STARTING_GOLD,
  TERRAIN,
  TERRAIN_IDS,
  UNITS,
  UNIT_TYPE_IDS,
  buildCost,
  checkScenario,
  neighbours,
  standardSetup,
  type UnitTypeId,
} from '../../src/rules/index.ts';
import { TERRAIN_CODE, codesMayNotTouch, mayNotTouch } from '../../src/rules/data/terrain.ts';
import { map } from '../support/scenarios.ts';
import { scenario } from './helpers.ts';

// docs/rules.md, "Identifiers", "The map", "Units", "Buildings", "Setup": the tables, exactly.

describe('identifiers', () => {
  it('are the lower-case ids of docs/rules.md', () => {
    expect(RACE_IDS).toEqual(['humans', 'orcs', 'elves', 'dwarves', 'trolls', 'giants']);
    expect([...TERRAIN_IDS].sort()).toEqual(['desert', 'forest', 'grasslands', 'hills', 'mountains', 'swamp', 'tundra', 'water']);
    expect(UNIT_TYPE_IDS).toEqual([
      'cavalry',
      'footmen',
      'peasants',
      'warriors',
      'wolf-riders',
      'grunts',
      'archers',
      'wardens',
      'foresters',
      'axemen',
      'ironguard',
      'miners',
      'trolls',
      'brutes',
      'thralls',
      'giants',
      'stone-throwers',
      'hill-folk',
    ]);
    expect(BUILDING_IDS).toEqual(['weaponsmith', 'armory', 'stable', 'barracks', 'farm', 'mine', 'fortress', 'keep']);
  });
});

describe('the unit table', () => {
  // race, unit, attack, defence, move, builder, cost, mounted, range
  const table: [string, UnitTypeId, number, number, number, boolean, number, boolean, number][] = [
    ['humans', 'cavalry', 8, 6, 3, false, 6, true, 1],
    ['humans', 'footmen', 6, 8, 2, false, 4, false, 1],
    ['humans', 'peasants', 4, 4, 2, true, 2, false, 1],
    ['orcs', 'warriors', 8, 6, 2, false, 4, false, 1],
    ['orcs', 'wolf-riders', 8, 4, 3, false, 5, true, 1],
    ['orcs', 'grunts', 4, 6, 2, true, 2, false, 1],
    ['elves', 'archers', 8, 6, 2, false, 5, false, 2],
    ['elves', 'wardens', 6, 8, 2, false, 4, false, 1],
    ['elves', 'foresters', 4, 4, 2, true, 2, false, 1],
    ['dwarves', 'axemen', 8, 8, 2, false, 5, false, 1],
    ['dwarves', 'ironguard', 6, 10, 1, false, 5, false, 1],
    ['dwarves', 'miners', 4, 6, 2, true, 2, false, 1],
    ['trolls', 'trolls', 10, 8, 2, false, 7, false, 1],
    ['trolls', 'brutes', 12, 6, 2, false, 7, false, 1],
    ['trolls', 'thralls', 4, 4, 2, true, 3, false, 1],
    ['giants', 'giants', 12, 10, 2, false, 9, false, 1],
    ['giants', 'stone-throwers', 10, 6, 2, false, 7, false, 2],
    ['giants', 'hill-folk', 4, 6, 2, true, 3, false, 1],
  ];

  it('has exactly the 18 units of docs/rules.md', () => {
    expect(Object.keys(UNITS).sort()).toEqual(table.map((row) => row[1]).sort());
  });

  it.each(table)(
    '%s %s: d%i attack, d%i defence, move %i, builder %s, cost %i, mounted %s, range %i',
    (race, unit, attack, defence, move, builder, cost, mounted, range) => {
      const rules = UNITS[unit];
      expect({
        race: rules.race,
        attack: rules.attack,
        defence: rules.defence,
        move: rules.move,
        builder: rules.builder,
        cost: rules.cost,
        mounted: rules.mounted,
        range: rules.range,
      }).toEqual({
        race,
        attack,
        defence,
        move,
        builder,
        cost,
        mounted,
        range,
      });
    },
  );

  it('each race has its three units in table order', () => {
    expect(RACES.humans.units).toEqual(['cavalry', 'footmen', 'peasants']);
    expect(RACES.orcs.units).toEqual(['warriors', 'wolf-riders', 'grunts']);
    expect(RACES.elves.units).toEqual(['archers', 'wardens', 'foresters']);
    expect(RACES.dwarves.units).toEqual(['axemen', 'ironguard', 'miners']);
    expect(RACES.trolls.units).toEqual(['trolls', 'brutes', 'thralls']);
    expect(RACES.giants.units).toEqual(['giants', 'stone-throwers', 'hill-folk']);
  });

  it('only Cavalry re-roll, and only 1s from Grasslands [seed]', () => {
    const rerollers = UNIT_TYPE_IDS.filter((u) => UNITS[u].attackReroll);
    expect(rerollers).toEqual(['cavalry']);
    expect(UNITS.cavalry.attackReroll).toEqual({ from: 'grasslands', faces: [1] });
  });
});

describe('the terrain table', () => {
  it.each([
    ['grasslands', 1, 0, true],
    ['desert', 1, 0, true],
    ['forest', 2, 1, true],
    ['hills', 2, 1, true],
    ['swamp', 2, 0, true],
    ['tundra', 2, 0, true],
    ['mountains', 3, 2, false],
    ['water', null, 0, false],
  ] as const)('%s: move cost %s, defence +%i, mounted may enter: %s', (terrain, moveCost, defence, mounted) => {
    expect([TERRAIN[terrain].moveCost, TERRAIN[terrain].defenceBonus, TERRAIN[terrain].mountedMayEnter]).toEqual([moveCost, defence, mounted]);
  });

  it('only Swamp changes the attack of a unit attacking from it: −1, Trolls exempt', () => {
    const withModifier = TERRAIN_IDS.filter((t) => TERRAIN[t].attackFromModifier);
    expect(withModifier).toEqual(['swamp']);
    expect(TERRAIN.swamp.attackFromModifier).toEqual({ value: -1, exemptRace: 'trolls' });
  });

  it('home terrains: Humans Grasslands (no defence bonus), Orcs Desert, Elves Forest, Dwarves Mountains, Trolls Swamp, Giants Hills (+1 each)', () => {
    expect(Object.fromEntries(RACE_IDS.map((r) => [r, [RACES[r].homeTerrain, RACES[r].homeDefenceBonus]]))).toEqual({
      humans: ['grasslands', 0],
      orcs: ['desert', 1],
      elves: ['forest', 1],
      dwarves: ['mountains', 1],
      trolls: ['swamp', 1],
      giants: ['hills', 1],
    });
    expect(HOME_TERRAIN_RADIUS).toBe(2);
  });

  it('forbidden neighbours: Tundra–Desert [seed], Tundra–Swamp, Desert–Swamp, Desert–Forest [house]', () => {
    const pairs = FORBIDDEN_NEIGHBOURS.map((p) => [...p].sort().join('–')).sort();
    expect(pairs).toEqual(['desert–forest', 'desert–swamp', 'desert–tundra', 'swamp–tundra']);
  });

  it('looks the forbidden pairs up both ways round, by id and by code, and nothing else', () => {
    const listed = new Set(FORBIDDEN_NEIGHBOURS.map((p) => [...p].sort().join('|')));
    for (const a of TERRAIN_IDS) {
      expect(TERRAIN_IDS[TERRAIN_CODE[a]]).toBe(a);
      for (const b of TERRAIN_IDS) {
        const forbidden = listed.has([a, b].sort().join('|'));
        expect(mayNotTouch(a, b)).toBe(forbidden);
        expect(codesMayNotTouch(TERRAIN_CODE[a], TERRAIN_CODE[b])).toBe(forbidden);
      }
    }
  });
});

describe('the building table', () => {
  it.each([
    ['weaponsmith', 4, 0, 'none', 0, undefined],
    ['armory', 4, 0, 'none', 0, undefined],
    ['stable', 3, 0, 'mounted', 0, undefined],
    ['barracks', 3, 0, 'foot', 0, undefined],
    ['farm', 2, 1, 'none', 0, ['grasslands', 'forest']],
    ['mine', 3, 2, 'none', 0, ['hills', 'mountains']],
    ['fortress', 5, 0, 'none', 1, undefined],
    ['keep', null, 2, 'any', 0, undefined],
  ] as const)('%s: cost %s, income %i, recruits %s, defence +%i, terrains %j', (building, cost, income, recruits, defence, terrains) => {
    const rules = BUILDINGS[building];
    expect([rules.cost, rules.income, rules.recruits, rules.defenceBonus, rules.terrains]).toEqual([cost, income, recruits, defence, terrains]);
  });
});

describe('build cost: base × ½ for builders × 1½ for Trolls and Giants, rounded up once', () => {
  it('a Fortress costs Peasants 3, Thralls 4, Giants 8 (docs/rules.md)', () => {
    expect(buildCost('peasants', 'fortress')).toBe(3);
    expect(buildCost('thralls', 'fortress')).toBe(4); // 5 × ½ × 1½ = 3.75; rounding twice would give 5
    expect(buildCost('giants', 'fortress')).toBe(8);
  });

  it('a Fortress for every unit', () => {
    const costs = Object.fromEntries(UNIT_TYPE_IDS.map((u) => [u, buildCost(u, 'fortress')]));
    expect(costs).toEqual({
      cavalry: 5,
      footmen: 5,
      peasants: 3,
      warriors: 5,
      'wolf-riders': 5,
      grunts: 3,
      archers: 5,
      wardens: 5,
      foresters: 3,
      axemen: 5,
      ironguard: 5,
      miners: 3,
      trolls: 8,
      brutes: 8,
      thralls: 4,
      giants: 8,
      'stone-throwers': 8,
      'hill-folk': 4,
    });
  });

  it('Miners build Mines for 1; other builders pay the formula (Peasants 2, Hill-folk 3)', () => {
    expect(buildCost('miners', 'mine')).toBe(1);
    expect(buildCost('miners', 'farm')).toBe(1);
    expect(buildCost('peasants', 'mine')).toBe(2);
    expect(buildCost('hill-folk', 'mine')).toBe(3);
    expect(buildCost('axemen', 'mine')).toBe(3);
  });

  it('a Stable built by Cavalry costs the full 3 (the worked example)', () => {
    expect(buildCost('cavalry', 'stable')).toBe(3);
  });

  it('more spot checks: Trolls Farm 3, Thralls Weaponsmith 3, Giants Barracks 5, Grunts Armory 2', () => {
    expect(buildCost('trolls', 'farm')).toBe(3);
    expect(buildCost('thralls', 'weaponsmith')).toBe(3);
    expect(buildCost('giants', 'barracks')).toBe(5);
    expect(buildCost('grunts', 'armory')).toBe(2);
  });

  it('a Keep cannot be built by anyone', () => {
    for (const u of UNIT_TYPE_IDS) expect(buildCost(u, 'keep')).toBeNull();
  });
});

describe('setup and game constants', () => {
  it('start with 10 gold; DEFEND +1; at most 2 attackers; wealth target 100; 2 to 8 players', () => {
    expect([STARTING_GOLD, DEFEND_BONUS, MAX_ATTACKERS_PER_DEFENDER, DEFAULT_WEALTH_TARGET, MIN_PLAYERS, MAX_PLAYERS]).toEqual([10, 1, 2, 100, 2, 8]);
  });

  it('a scenario has 2 to 8 players; two may pick the same race', () => {
    const rows = ['gggggggg'];
    expect(checkScenario(scenario(rows, [], [], { races: ['humans'] }))).toBe('a game has 2 to 8 players, not 1');
    expect(checkScenario(scenario(rows, [], [], { races: ['humans', 'humans'] }))).toBeNull();
    const eight = ['humans', 'orcs', 'elves', 'dwarves', 'trolls', 'giants', 'humans', 'orcs'] as const;
    const nine = [...eight, 'elves'] as const;
    const withIds = (races: readonly (typeof RACE_IDS)[number][]) => ({
      ...scenario(rows, [], []),
      players: races.map((race, i) => ({ id: `p${i}`, name: `P${i}`, race, gold: 10 })),
    });
    expect(checkScenario(withIds(eight))).toBeNull();
    expect(checkScenario(withIds(nine))).toBe('a game has 2 to 8 players, not 9');
  });

  it('a scenario keeps one unit per hex', () => {
    const s = scenario(
      ['ggg'],
      [
        ['u1', 'ann', 'footmen', 0, 0],
        ['u2', 'ann', 'peasants', 0, 0],
      ],
    );
    expect(checkScenario(s)).toBe('unit "u2": another unit already stands at (0,0)');
  });

  it('the standard setup: a Keep on the start hex, 10 gold, one unit of each type next to it, players in order', () => {
    const setup = standardSetup(map('ggggg', 'ggggg', 'ggggg'), [
      { id: 'ann', name: 'Ann', race: 'elves', start: { col: 0, row: 1 } },
      { id: 'bob', name: 'Bob', race: 'dwarves', start: { col: 4, row: 2 } },
    ]);
    if ('error' in setup) throw new Error(setup.error);
    expect(setup.players.map((p) => [p.id, p.gold])).toEqual([
      ['ann', 10],
      ['bob', 10],
    ]);
    expect(setup.buildings).toEqual([
      { type: 'keep', owner: 'ann', at: { col: 0, row: 1 } },
      { type: 'keep', owner: 'bob', at: { col: 4, row: 2 } },
    ]);
    expect(setup.units.filter((u) => u.owner === 'ann').map((u) => u.type)).toEqual(['archers', 'wardens', 'foresters']);
    expect(setup.units.filter((u) => u.owner === 'bob').map((u) => u.type)).toEqual(['axemen', 'ironguard', 'miners']);
    // Every unit stands next to its Keep, each on its own hex.
    for (const u of setup.units) {
      const keep = setup.buildings.find((b) => b.owner === u.owner)!.at;
      expect(neighbours(setup.map, keep)).toContainEqual(u.at);
    }
    expect(new Set(setup.units.map((u) => `${u.at.col},${u.at.row}`)).size).toBe(6);
  });
});
