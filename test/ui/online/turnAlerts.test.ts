// What tells a player it is their move, pure: the tab's title, My games in the order a player looks at them (their
// move first, the finished last, the lobby's order kept within each), and which games became their move.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { LobbyEntry } from '../../../src/io/online/lobby.ts';
import type { GameStateKind } from '../../../src/ui/online/onlineView.ts';
import { byWhoseMove, newlyToMove, turnTitle } from '../../../src/ui/online/turnAlerts.ts';

const KINDS: readonly GameStateKind[] = ['following', 'joining', 'mine', 'sent', 'theirs', 'dice', 'duel', 'over', 'stuck'];
const entry = (id: string): LobbyEntry => ({ kind: 'game', id, name: `Game ${id}`, seats: ['ann', 'bob'], size: '14×12' });

describe('turn alerts', () => {
  test('the title counts the games waiting for the user; none: the page’s own', () => {
    expect(turnTitle('Karnage', 0)).toBe('Karnage');
    expect(turnTitle('Karnage', 1)).toBe('(1) Your turn · Karnage');
    expect(turnTitle('Karnage', 3)).toBe('(3) Your turn · Karnage');
  });

  test('My games: the user’s move first, then what runs by itself, others’ moves, games not begun, the stuck, the finished', () => {
    const kinds: Record<string, GameStateKind> = { a: 'over', b: 'theirs', c: 'mine', d: 'joining', e: 'sent', f: 'mine', g: 'dice', h: 'stuck' };
    const sorted = byWhoseMove(Object.keys(kinds).map(entry), (id) => ({ kind: kinds[id]!, text: '' }));
    expect(sorted.map((g) => g.id)).toEqual(['c', 'f', 'g', 'b', 'e', 'd', 'h', 'a']);
  });

  test('the order is a permutation; every game of the user’s move comes before any other, in the lobby’s order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...KINDS), { maxLength: 30 }), (kinds) => {
        const games = kinds.map((_, i) => entry(`g${i}`));
        const kindOf = (id: string) => kinds[Number(id.slice(1))]!;
        const sorted = byWhoseMove(games, (id) => ({ kind: kindOf(id), text: '' }));
        expect([...sorted].map((g) => g.id).sort()).toEqual(games.map((g) => g.id).sort());
        const mine = sorted.filter((g) => kindOf(g.id) === 'mine');
        expect(sorted.slice(0, mine.length)).toEqual(mine);
        expect(mine.map((g) => g.id)).toEqual(games.filter((g) => kindOf(g.id) === 'mine').map((g) => g.id));
        const over = sorted.filter((g) => kindOf(g.id) === 'over');
        expect(sorted.slice(sorted.length - over.length)).toEqual(over);
      }),
    );
  });

  test('a game becomes the user’s move once: it is new only while it was not theirs before', () => {
    const [a, b, c] = ['a', 'b', 'c'].map(entry) as [LobbyEntry, LobbyEntry, LobbyEntry];
    expect(newlyToMove(new Set(), [a, b])).toEqual([a, b]);
    expect(newlyToMove(new Set(['a']), [a, b])).toEqual([b]);
    expect(newlyToMove(new Set(['a', 'b']), [c])).toEqual([c]);
    expect(newlyToMove(new Set(['a']), [])).toEqual([]);
  });
});
