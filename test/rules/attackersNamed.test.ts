import { describe, expect, test } from 'vitest';
import { playOrder, seededDice, type GameEvent, type GameState, type Order } from '../../src/rules/index.ts';
import { describeEvent } from '../../src/rules/text/describeEvent.ts';
import { unitsName, type Names } from '../../src/rules/text/names.ts';
import { pairOfWarriors } from '../support/pairOfWarriors.ts';
import { started } from '../support/scenarios.ts';

// A pair of attackers named in one phrase: "Player 2's two Warriors attacked", not "Player 2's Warriors and Player 2's Warriors".

const names: Names = {
  players: { p1: 'Player 1', p2: 'Player 2' },
  units: {
    w1: { type: 'warriors', owner: 'p2' },
    w2: { type: 'warriors', owner: 'p2' },
    g1: { type: 'grunts', owner: 'p2' },
    f1: { type: 'footmen', owner: 'p1' },
    c1: { type: 'cavalry', owner: 'p1' },
  },
};

function play(state: GameState, orders: readonly Order[]): GameEvent[] {
  const events: GameEvent[] = [];
  for (const order of orders) {
    const outcome = playOrder(state, order, seededDice(state.seed));
    if (!outcome.ok) throw new Error(outcome.reason);
    state = outcome.state;
    events.push(...outcome.events);
  }
  return events;
}

describe('several units in one phrase', () => {
  test('an owner is named once; a type twice over is counted', () => {
    expect(unitsName(names, ['w1'])).toBe("Player 2's Warriors");
    expect(unitsName(names, ['w1', 'w2'])).toBe("Player 2's two Warriors");
    expect(unitsName(names, ['w1', 'g1'])).toBe("Player 2's Warriors and Grunts");
    expect(unitsName(names, ['w1', 'g1', 'w2'])).toBe("Player 2's two Warriors and Grunts");
    expect(unitsName(names, ['w1', 'f1'])).toBe("Player 2's Warriors and Player 1's Footmen");
    expect(unitsName(names, ['f1', 'w1', 'c1'])).toBe("Player 1's Footmen and Cavalry and Player 2's Warriors");
    expect(unitsName(names, ['w1', 'x9'])).toBe("Player 2's Warriors and unit x9");
  });

  test('a paired attack by two Warriors of one player is theirs, counted, as the screens tell it; a published report keeps its words', () => {
    const events = play(started(pairOfWarriors(), 3), [
      { type: 'ATTACK', player: 'p2', unit: 'w1', target: { col: 2, row: 1 } },
      { type: 'ATTACK', player: 'p2', unit: 'w2', target: { col: 2, row: 1 } },
      { type: 'END_TURN', player: 'p2' },
    ]);
    const fight = events.find((e) => e.type === 'COMBAT_RESOLVED');
    expect(fight).toBeDefined();
    const result = ': \\d+ against \\d+, the (attack wins|defence holds)$';
    expect(describeEvent(fight!, names, { together: true })).toMatch(new RegExp(`^Player 2's two Warriors attacked Player 1's Footmen${result}`));
    // Play-by-e-mail reports were published naming attackers one by one, and are verified word for word.
    expect(describeEvent(fight!, names)).toMatch(new RegExp(`^Player 2's Warriors and Player 2's Warriors attacked Player 1's Footmen${result}`));
  });
});
