// The New game form's request, pure: what a draft asks the account service for, and one line for what is wrong —
// a computer's seat at its strength, the schedule, and who may watch (names given, checked one by one).
import { describe, expect, test } from 'vitest';
import { newGameDraft, readNewGame } from '../../../src/ui/online/newGameDraft.ts';

const draft = { ...newGameDraft('ann'), name: 'Friday', seed: '7' };

describe('a new game’s request', () => {
  test('as first drawn: turn by turn, nobody watching, one open seat, Karnage’s dice', () => {
    expect(readNewGame(draft, 'ann')).toEqual({
      ok: true,
      request: { name: 'Friday', map: { width: 14, height: 12, seed: 7 }, race: 'humans', others: [{ kind: 'open', race: draft.others[0]!.race }] },
    });
  });

  test('a computer’s seat, the week, and names invited to watch', () => {
    const seat = { ...draft.others[0]!, kind: 'computer' as const, strength: 'hard' as const };
    const read = readNewGame({ ...draft, others: [seat], schedule: 'week', spectators: 'invited', watchers: ' bob, cid  dee ' }, 'ann');
    expect(read).toMatchObject({
      ok: true,
      request: { others: [{ kind: 'computer', race: seat.race, strength: 'hard' }], schedule: 'week', spectators: 'invited', watchers: ['bob', 'cid', 'dee'] },
    });
    expect(readNewGame({ ...draft, spectators: 'anyone', watchers: 'bob' }, 'ann')).toMatchObject({ ok: true, request: { spectators: 'anyone' } });
    expect(readNewGame({ ...draft, spectators: 'anyone' }, 'ann')).not.toHaveProperty('request.watchers');
  });

  test('who may watch, when names are to be given: at least one, each a name', () => {
    expect(readNewGame({ ...draft, spectators: 'invited', watchers: '  ' }, 'ann')).toEqual({ ok: false, reason: 'give the names of who may watch' });
    const bad = readNewGame({ ...draft, spectators: 'invited', watchers: 'bob, Ann!' }, 'ann');
    expect(bad.ok === false && bad.reason).toMatch(/^who may watch: "Ann!" is not a name/);
  });
});
