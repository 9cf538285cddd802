import { describe, expect, it } from 'vitest';
import { COMBAT_SYSTEMS } from '../../src/rules/combat/allSystems.ts';
import { at, onlyCombat } from './helpers.ts';
import { fight, rows } from './combatBoard.ts';

// docs/rules.md, "Combat" [seed] and the unit table: Archers' and Stone-throwers' range, Cavalry's re-roll, and the
// karnage combat system on its own (the board: combatBoard.ts).

describe('ranged attacks: Archers and Stone-throwers at range 2', () => {
  it('Archers that lose at range 2 survive', () => {
    const { state, events } = fight(
      rows(),
      [
        ['a', 'ann', 'archers', 0, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [1, 6],
      [],
      { races: ['elves', 'orcs'] },
    );
    const report = onlyCombat(events);
    expect([report.winner, report.attackersDestroyed]).toEqual(['defender', []]);
    expect(state.units.a!.at).toEqual(at(0, 1));
  });

  it('Archers that win at range 2 destroy the defender', () => {
    const { state } = fight(
      rows(),
      [
        ['a', 'ann', 'archers', 0, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [8, 1],
      [],
      { races: ['elves', 'orcs'] },
    );
    expect(state.units.d).toBeUndefined();
  });

  it('Archers that lose an adjacent attack are destroyed', () => {
    const { state, events } = fight(
      rows(),
      [
        ['a', 'ann', 'archers', 1, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [1, 6],
      [],
      { races: ['elves', 'orcs'] },
    );
    expect(onlyCombat(events).attackersDestroyed).toEqual([0]);
    expect(state.units.a).toBeUndefined();
  });

  it('Stone-throwers too: survive at range 2, die adjacent', () => {
    const far = fight(
      rows(),
      [
        ['a', 'ann', 'stone-throwers', 0, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [1, 6],
      [],
      { races: ['giants', 'orcs'] },
    );
    expect(far.state.units.a).toBeDefined();
    const near = fight(
      rows(),
      [
        ['a', 'ann', 'stone-throwers', 1, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      [1, 6],
      [],
      { races: ['giants', 'orcs'] },
    );
    expect(near.state.units.a).toBeUndefined();
  });

  it('a losing pair of a ranged and an adjacent attacker: both are destroyed, the one at range 2 included [seed]', () => {
    // Seed 000: "If you lose though, you lose both armies that are attacking." The Archers' house note
    // (a lost ranged attack costs nothing) covers only a ranged unit attacking alone.
    const { state, events } = fight(
      rows(),
      [
        ['a', 'ann', 'archers', 0, 1],
        ['b', 'ann', 'wardens', 2, 0],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a', 'b'],
      [1, 1, 6],
      [],
      { races: ['elves', 'orcs'] },
    );
    expect(onlyCombat(events).attackersDestroyed).toEqual([0, 1]);
    const destroyed = events.flatMap((e) => (e.type === 'UNIT_DESTROYED' ? [e.unit] : []));
    expect(destroyed).toEqual(['a', 'b']);
    expect(state.units.a).toBeUndefined();
    expect(state.units.b).toBeUndefined();
    expect(state.units.d).toBeDefined();
  });

  it('a pair of two ranged units both shooting from range 2 is destroyed whole when it loses', () => {
    const { state, events } = fight(
      rows(),
      [
        ['a', 'ann', 'archers', 0, 1],
        ['b', 'ann', 'archers', 4, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a', 'b'],
      [1, 1, 6],
      [],
      { races: ['elves', 'orcs'] },
    );
    expect(onlyCombat(events).attackersDestroyed).toEqual([0, 1]);
    expect([state.units.a, state.units.b]).toEqual([undefined, undefined]);
  });
});

describe('Cavalry re-roll attack 1s only from Grasslands [seed]', () => {
  const cav = (terrain: string, faces: number[]) =>
    fight(
      rows(terrain, 'g'),
      [
        ['a', 'ann', 'cavalry', 1, 1],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a'],
      faces,
    );

  it('from Grasslands a 1 is re-rolled once', () => {
    const report = onlyCombat(cav('g', [1, 7, 6]).events);
    expect(report.attackers[0]!.roll).toMatchObject({ faces: [1, 7], result: 7 });
    expect(report.winner).toBe('attacker');
  });

  it.each(['d', 'f', 'h', 's', 't'])('from %s a 1 stands', (terrain) => {
    const report = onlyCombat(cav(terrain, [1, 1]).events);
    expect(report.attackers[0]!.roll).toEqual({ sides: 8, faces: [1], result: 1 });
    expect(report.defender.roll.faces).toEqual([1]);
  });

  it('other faces are never re-rolled', () => {
    const report = onlyCombat(cav('g', [2, 1]).events);
    expect(report.attackers[0]!.roll).toEqual({ sides: 8, faces: [2], result: 2 });
  });

  it('Wolf Riders (also mounted, d8) do not re-roll from Grasslands', () => {
    const { events } = fight(
      rows(),
      [
        ['a', 'ann', 'wolf-riders', 1, 1],
        ['d', 'bob', 'footmen', 2, 1],
      ],
      ['a'],
      [1, 1],
      [],
      { races: ['orcs', 'humans'] },
    );
    expect(onlyCombat(events).attackers[0]!.roll.faces).toEqual([1]);
  });

  it('defending Cavalry do not re-roll their defence die', () => {
    const { events } = fight(
      rows(),
      [
        ['a', 'ann', 'warriors', 1, 1],
        ['d', 'bob', 'cavalry', 2, 1],
      ],
      ['a'],
      [2, 1],
      [],
      { races: ['orcs', 'humans'] },
    );
    const report = onlyCombat(events);
    expect(report.defender.roll.faces).toEqual([1]);
    expect(report.winner).toBe('attacker');
  });

  it('in a pair each Cavalry die is re-rolled on its own, dice taken in roll order', () => {
    const { events } = fight(
      rows(),
      [
        ['a', 'ann', 'cavalry', 1, 1],
        ['b', 'ann', 'cavalry', 2, 0],
        ['d', 'bob', 'warriors', 2, 1],
      ],
      ['a', 'b'],
      [3, 1, 4, 6],
    );
    const report = onlyCombat(events);
    expect(report.attackers.map((a) => a.roll.faces)).toEqual([[3], [1, 4]]);
    expect([report.attackTotal, report.defenceTotal]).toEqual([7, 6]);
  });
});

describe('the karnage combat system on its own (no board)', () => {
  it('resolve rolls attackers then the defender and reports the winner', () => {
    const faces = [5, 3];
    const report = COMBAT_SYSTEMS.karnage.resolve(
      {
        attackers: [{ unit: 'cavalry', terrain: 'grasslands', range: 1 }],
        defender: { unit: 'warriors', terrain: 'grasslands', defending: true, fortress: false },
        attackerWeaponsmiths: 3,
        defenderArmories: 3,
      },
      () => faces.shift()!,
    );
    expect([report.attackTotal, report.defenceTotal, report.winner, report.defenderDestroyed]).toEqual([6, 5, 'attacker', true]);
  });
});
