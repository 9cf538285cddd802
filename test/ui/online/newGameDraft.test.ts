// The New game form's request, pure: what a draft asks the account service for, and one line for what is wrong —
// a computer's seat at its strength, the schedule, and who may watch (names given, checked one by one); Champions
// (turn by turn only) and an editor's map file.
import { describe, expect, test } from 'vitest';
import { createRequest } from '../../../src/io/online/accounts/requests.ts';
import { deadlineText, newGameDraft, readNewGame, readOnlineMapFile } from '../../../src/ui/online/newGameDraft.ts';

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

  test('a deadline per step, when one is chosen; the lobby says it in words', () => {
    expect(readNewGame(draft, 'ann')).not.toHaveProperty('request.deadlineSeconds');
    expect(readNewGame({ ...draft, deadlineSeconds: 86_400 }, 'ann')).toMatchObject({ ok: true, request: { deadlineSeconds: 86_400 } });
    expect(deadlineText(86_400)).toBe('1 day');
    expect(deadlineText(45)).toBe('45 seconds');
    expect(deadlineText(5_400)).toBe('90 minutes');
  });

  test('who may watch, when names are to be given: at least one, each a name', () => {
    expect(readNewGame({ ...draft, spectators: 'invited', watchers: '  ' }, 'ann')).toEqual({ ok: false, reason: 'give the names of who may watch' });
    const bad = readNewGame({ ...draft, spectators: 'invited', watchers: 'bob, Ann!' }, 'ann');
    expect(bad.ok === false && bad.reason).toMatch(/^who may watch: "Ann!" is not a name/);
  });
});

/** An editor's map file: 10×8 of grass with three starts. */
const mapFileText = (width = 10, height = 8, starts = 3) =>
  JSON.stringify({
    format: 'karnage-map',
    version: 1,
    name: 'Twin fords',
    map: { width, height, rows: Array.from({ length: height }, () => 'g'.repeat(width)) },
    starts: Array.from({ length: starts }, (_, i) => ({ at: { col: i * 3, row: i * 2 }, race: null })),
  });

describe('Champions and an editor’s map', () => {
  test('Champions is asked for turn by turn only', () => {
    expect(readNewGame({ ...draft, champions: true }, 'ann')).toMatchObject({ ok: true, request: { champions: true } });
    // A box ticked before a week was chosen does not count: the form shows it off, and the request leaves it out.
    expect(readNewGame({ ...draft, champions: true, schedule: 'week' }, 'ann')).not.toHaveProperty('request.champions');
    expect(createRequest.safeParse({ ...request({ champions: true }), schedule: 'week' }).success).toBe(false);
  });

  test('a map file is played as read: its size, terrain and starts, its name for the lobby', () => {
    const read = readOnlineMapFile(mapFileText());
    expect(read).toMatchObject({
      ok: true,
      file: {
        name: 'Twin fords',
        starts: [
          { col: 0, row: 0 },
          { col: 3, row: 2 },
          { col: 6, row: 4 },
        ],
      },
    });
    const file = read.ok ? read.file : null;
    const made = readNewGame({ ...draft, mapSource: 'file', mapFile: file }, 'ann');
    expect(made).toMatchObject({
      ok: true,
      request: { map: { width: 10, height: 8, seed: 0 }, mapName: 'Twin fords', mapFile: { map: { width: 10, height: 8 }, starts: file?.starts } },
    });
    expect(made.ok && createRequest.safeParse({ ...made.request, userKey: USER_KEY }).success).toBe(true);
  });

  test('a map file that cannot be played online says why in one line', () => {
    expect(readNewGame({ ...draft, mapSource: 'file' }, 'ann')).toEqual({ ok: false, reason: 'choose a map file from the editor, or a generated map' });
    expect(readOnlineMapFile('{')).toMatchObject({ ok: false });
    expect(readOnlineMapFile(mapFileText(7, 7))).toEqual({ ok: false, reason: '"Twin fords" is 7×7: an online map is 8 to 128 hexes a side' });
    expect(readOnlineMapFile(mapFileText(6, 6))).toEqual({ ok: false, reason: 'the map file has errors: starts[2].at: (6,4) is not on the 6×6 map' });
    expect(readOnlineMapFile(mapFileText(10, 8, 1))).toEqual({ ok: false, reason: '"Twin fords" has 1 start positions; a game needs 2' });
    const three = readOnlineMapFile(mapFileText());
    const others = [1, 2, 3].map((key) => ({ ...draft.others[0]!, key }));
    const crowded = readNewGame({ ...draft, others, mapSource: 'file', mapFile: three.ok ? three.file : null }, 'ann');
    expect(crowded).toEqual({ ok: false, reason: '"Twin fords" has 3 start positions for 4 seats' });
    for (const r of [readOnlineMapFile('{'), readOnlineMapFile('[]'), readOnlineMapFile('{"format":"karnage-map","version":1}')])
      expect(r.ok === false && !r.reason.includes('\n')).toBe(true);
  });
});

const USER_KEY = `U${'A'.repeat(55)}`;
function request(extra: object) {
  const made = readNewGame(draft, 'ann');
  return { ...(made.ok ? made.request : {}), userKey: USER_KEY, ...extra };
}
