import { describe, expect, it } from 'vitest';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { Timeline } from '../../src/replay/timeline.ts';
import { playOrder, startGame, stateHash, type GameState } from '../../src/rules/index.ts';
import { playRandomGame, randomScenario } from '../support/randomPlay.ts';

function randomRecord(orders: number, seed: number) {
  const scenario = randomScenario(3, 24, 18, seed);
  const game = playRandomGame(scenario, seed, orders);
  const made = recordGame(scenario, seed, game.orders);
  if ('error' in made) throw new Error(made.error);
  return made.record;
}

/** The state after `position` orders, the slow way. */
function replayTo(record: ReturnType<typeof randomRecord>, position: number, start: GameState): string {
  let state = start;
  for (const order of record.orders.slice(0, position)) {
    const outcome = playOrder(state, order);
    if (!outcome.ok) throw new Error(outcome.reason);
    state = outcome.state;
  }
  return stateHash(state);
}

describe('the replay timeline', () => {
  const record = randomRecord(700, 11);
  const built = Timeline.build(record);
  if (!built.ok) throw new Error(built.message);
  const timeline = built.timeline;
  const { state: start } = startGame(randomScenario(3, 24, 18, 11), 11) as { ok: true; state: GameState };

  it('verifies every turn while it is built', () => {
    expect(timeline.length).toBe(record.orders.length);
    expect(timeline.verifiedTurns).toBe(record.checkpoints.length);
    expect(record.checkpoints.length).toBeGreaterThan(10);
  });

  it('gives the same state at any position as replaying from the start, in any order of jumps', () => {
    for (const position of [0, 1, 63, 64, 65, 300, timeline.length - 1, timeline.length, 5, 200]) {
      expect(stateHash(timeline.stateAt(position)), `position ${position}`).toBe(replayTo(record, position, start));
    }
  });

  it('finds the turn around a position', () => {
    const firstEnd = record.orders.findIndex((o) => o.type === 'END_TURN');
    expect(timeline.turnStart(0)).toBe(0);
    expect(timeline.turnEnd(0)).toBe(firstEnd + 1);
    expect(timeline.turnStart(firstEnd + 1)).toBe(firstEnd + 1);
    expect(timeline.turnStart(firstEnd)).toBe(0);
  });

  it('labels every step with its round, turn and player', () => {
    const step = timeline.steps[record.checkpoints[2]!.order + 1]!;
    expect(step.turnNumber).toBe(4);
    expect(step.player).toBe(record.orders[step.index]!.player);
  });

  it('keeps what verified before a broken turn, and says where it broke', () => {
    const broken = { ...record, checkpoints: record.checkpoints.map((c, i) => (i === 3 ? { ...c, hash: '00000000000000' } : c)) };
    const result = Timeline.build(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/^turn 4 /);
    expect(result.timeline!.length).toBe(record.checkpoints[3]!.order + 1);
  });
});
