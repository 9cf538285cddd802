// karnage selfplay: computer-only games as JSON, the same for the same seed; bad arguments refused in one line.
import { describe, expect, test } from 'vitest';
import { cli } from '../support/runCli.ts';

describe('karnage selfplay', () => {
  test('prints wins by strength, draws and planning times; a seed plays the same games', () => {
    const args = ['selfplay', '--players', 'hard,easy', '--games', '3', '--size', '16x12', '--seed', '5', '--rounds', '25'];
    const ran = cli(...args);
    expect(ran.code).toBe(0);
    const result = JSON.parse(ran.out);
    expect(Object.keys(result)).toEqual(['games', 'wins', 'draws', 'meanTurnMs', 'worstTurnMs']);
    expect(result.games).toBe(3);
    expect(result.wins.hard + result.wins.easy + result.draws).toBe(3);
    const again = JSON.parse(cli(...args).out);
    expect({ ...again, meanTurnMs: 0, worstTurnMs: 0 }).toEqual({ ...result, meanTurnMs: 0, worstTurnMs: 0 });
  });

  test('refuses what it cannot play: one line saying why, then the usage (exit 2)', () => {
    for (const [args, why] of [
      [['--players', 'normal'], '--players takes 2 to 8'],
      [['--players', 'normal,easy', '--size', '3x3'], 'the width must be a whole number'],
      [['--players', 'normal,easy', '--system', 'chess'], '--system is one of'],
    ] as const) {
      const ran = cli('selfplay', ...args);
      expect(ran.code).toBe(2);
      expect(ran.out).toBe('');
      expect(ran.err.split('\n')[0]).toContain(why);
      expect(ran.err).toContain('karnage selfplay --players');
    }
  });
});
