import { describe, expect, it } from 'vitest';
import { BUILDING_IDS, buildingPurpose, unitStats } from '../../src/rules/index.ts';

describe('what buildings do and what units are, in words from the data tables', () => {
  it('says each building’s effect', () => {
    expect(Object.fromEntries(BUILDING_IDS.map((b) => [b, buildingPurpose(b)]))).toEqual({
      weaponsmith: '+1 to every attack for each full 3 Weaponsmiths',
      armory: '+1 to every defence for each full 3 Armories',
      stable: 'recruits mounted units',
      barracks: 'recruits foot units',
      farm: '+1 gold each turn',
      mine: '+2 gold each turn',
      fortress: "+1 defence to its owner's unit in it",
      keep: '+2 gold each turn; recruits any unit of its race',
    });
  });

  it('gives a unit type’s dice, move and traits', () => {
    expect(unitStats('cavalry')).toBe('attack d8, defence d6, move 3, mounted');
    expect(unitStats('archers')).toBe('attack d8, defence d6, move 2, shoots 2 hexes');
    expect(unitStats('miners')).toBe('attack d4, defence d6, move 2, builder');
  });
});
