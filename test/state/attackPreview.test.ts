import { describe, expect, test } from 'vitest';
import { mapFromRows } from '../../src/io/mapRows.ts';
import { playOrder, scriptedDice, startGame, type GameState, type Order, type Scenario } from '../../src/rules/index.ts';
import { attackPreview } from '../../src/state/attackPreview.ts';
import { karnageReport } from '../support/karnageReport.ts';

/** Ann (Humans) with two Weaponsmiths, Peasants that can build a third, Footmen next to Bob's Warriors. */
function annAndBob(): GameState {
  const map = mapFromRows(['gggggg', 'gggggg', 'gggggg']);
  if ('error' in map) throw new Error(map.error);
  const scenario: Scenario = {
    name: 'preview',
    combatSystem: 'karnage',
    campaign: { kind: 'conquer' },
    map,
    players: [
      { id: 'ann', name: 'Ann', race: 'humans', gold: 10 },
      { id: 'bob', name: 'Bob', race: 'orcs', gold: 10 },
    ],
    units: [
      { id: 'p', owner: 'ann', type: 'peasants', at: { col: 4, row: 2 }, defending: false },
      { id: 'f', owner: 'ann', type: 'footmen', at: { col: 1, row: 1 }, defending: false },
      { id: 'w', owner: 'bob', type: 'warriors', at: { col: 2, row: 1 }, defending: false },
    ],
    buildings: [
      { type: 'weaponsmith', owner: 'ann', at: { col: 0, row: 0 } },
      { type: 'weaponsmith', owner: 'ann', at: { col: 5, row: 0 } },
    ],
  };
  const started = startGame(scenario, 1);
  if (!started.ok) throw new Error(started.reason);
  return started.state;
}

function play(state: GameState, orders: readonly Order[], faces: readonly number[] = []) {
  const dice = scriptedDice([...faces]);
  const events = [];
  for (const order of orders) {
    const outcome = playOrder(state, order, dice);
    if (!outcome.ok) throw new Error(outcome.reason);
    state = outcome.state;
    events.push(...outcome.events);
  }
  return { state, events };
}

describe('the attack preview', () => {
  const target = { col: 2, row: 1 };

  test('counts a Weaponsmith planned this turn, as the fight at End turn will', () => {
    const before = annAndBob();
    const without = attackPreview(before, before.units.f!, target)!;
    expect(without.attackModifiers).toEqual([]);

    const { state } = play(before, [{ type: 'BUILD', player: 'ann', unit: 'p', building: 'weaponsmith' }]);
    const preview = attackPreview(state, state.units.f!, target)!;
    expect(preview.attackModifiers.map((m) => m.source)).toEqual(['weaponsmiths']);
    expect(preview.odds.attackerWins.value).toBeGreaterThan(without.odds.attackerWins.value);

    // The fight itself, at End turn, has exactly the modifiers the preview listed.
    const { events } = play(
      state,
      [
        { type: 'ATTACK', player: 'ann', unit: 'f', target },
        { type: 'END_TURN', player: 'ann' },
      ],
      [3, 3],
    );
    const combat = events.find((e) => e.type === 'COMBAT_RESOLVED');
    expect(combat?.type === 'COMBAT_RESOLVED' && karnageReport(combat.report).attackModifiers).toEqual(preview.attackModifiers);
    expect(preview.earlierFights).toBe(0);
  });

  test('says what a lost fight costs: the lone attacker, or the whole pair when a second unit joins', () => {
    const state = annAndBob();
    expect(attackPreview(state, state.units.f!, target)!.lostIfDefeated.map((u) => u.id)).toEqual(['f']);

    // Peasants standing next to the Warriors join the Footmen's planned attack: both are at stake.
    const paired = { ...state, units: { ...state.units, p: { ...state.units.p!, at: { col: 3, row: 1 } } } };
    const planned = play(paired, [{ type: 'ATTACK', player: 'ann', unit: 'f', target }]).state;
    expect(attackPreview(planned, planned.units.p!, target)!.lostIfDefeated.map((u) => u.id)).toEqual(['f', 'p']);
  });
});
