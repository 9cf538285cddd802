import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { followCurrent, showEarlier, showLater, TURNS_AROUND, TURNS_MORE, windowAround, type TurnWindow } from '../../src/replay/turnWindow.ts';

const size = (w: TurnWindow) => w.last - w.first + 1;

describe('the window of turns the timeline renders', () => {
  it('centres on the current turn in the middle of a long game', () => {
    expect(windowAround(5000, 8900)).toEqual({ first: 5000 - TURNS_AROUND, last: 5000 + TURNS_AROUND });
    expect(windowAround(5000, 8900, 3)).toEqual({ first: 4997, last: 5003 });
  });

  it('keeps its size at either end of the game: the start (-1) and the first turn show the first turns', () => {
    expect(windowAround(-1, 8900)).toEqual({ first: 0, last: 2 * TURNS_AROUND });
    expect(windowAround(0, 8900)).toEqual({ first: 0, last: 2 * TURNS_AROUND });
    expect(windowAround(8899, 8900)).toEqual({ first: 8899 - 2 * TURNS_AROUND, last: 8899 });
  });

  it('shows every turn of a short game, and nothing of a game without turns', () => {
    expect(windowAround(3, 10)).toEqual({ first: 0, last: 9 });
    expect(windowAround(-1, 0)).toEqual({ first: 0, last: -1 });
    expect(followCurrent({ first: 4, last: 9 }, -1, 0)).toEqual({ first: 0, last: -1 });
  });

  it('stays put (the same object) while the current turn moves inside it', () => {
    const shown = { first: 100, last: 700 };
    expect(followCurrent(shown, 100, 8900)).toBe(shown);
    expect(followCurrent(shown, 700, 8900)).toBe(shown);
  });

  it('follows a jump out of it: End, Home, one turn past its end while playing', () => {
    const shown = windowAround(4000, 8900);
    expect(followCurrent(shown, 8899, 8900)).toEqual({ first: 8899 - 2 * TURNS_AROUND, last: 8899 });
    expect(followCurrent(shown, -1, 8900)).toEqual({ first: 0, last: 2 * TURNS_AROUND });
    expect(followCurrent(shown, shown.last + 1, 8900)).toEqual(windowAround(shown.last + 1, 8900));
  });

  it('shrinks to a shorter game opened in its place', () => {
    expect(followCurrent({ first: 0, last: 8000 }, -1, 50)).toEqual({ first: 0, last: 49 });
    expect(followCurrent({ first: 4000, last: 4200 }, -1, 50)).toEqual({ first: 0, last: 49 });
  });

  it('grows by TURNS_MORE on request, never past the ends', () => {
    expect(showEarlier({ first: 4900, last: 5100 })).toEqual({ first: 4900 - TURNS_MORE, last: 5100 });
    expect(showEarlier({ first: TURNS_MORE - 1, last: 250 })).toEqual({ first: 0, last: 250 });
    expect(showLater({ first: 4900, last: 5100 }, 8900)).toEqual({ first: 4900, last: 5100 + TURNS_MORE });
    expect(showLater({ first: 8600, last: 8900 - TURNS_MORE }, 8900)).toEqual({ first: 8600, last: 8899 });
  });

  it('always holds the current turn, within the game, and at most 2 × around + 1 turns after a jump', () => {
    const game = fc.integer({ min: 1, max: 20_000 }).chain((count) =>
      fc.record({
        count: fc.constant(count),
        around: fc.integer({ min: 0, max: 300 }),
        current: fc.integer({ min: -1, max: count - 1 }),
        shown: fc.tuple(fc.integer({ min: -10, max: count + 10 }), fc.integer({ min: -10, max: count + 10 })),
      }),
    );
    fc.assert(
      fc.property(game, ({ count, around, current, shown: [a, b] }) => {
        const before = { first: Math.min(a, b), last: Math.max(a, b) };
        const after = followCurrent(before, current, count, around);
        const at = Math.max(0, current);
        expect(after.first).toBeGreaterThanOrEqual(0);
        expect(after.last).toBeLessThanOrEqual(count - 1);
        expect(at).toBeGreaterThanOrEqual(after.first);
        expect(at).toBeLessThanOrEqual(after.last);
        const inside = at >= before.first && at <= before.last;
        if (!inside) expect(size(after)).toBe(Math.min(count, 2 * around + 1));
      }),
    );
  });
});
