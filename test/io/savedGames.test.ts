// The saved-games list's logic over a backend in memory (the browser's IndexedDB is tested in
// test/e2e/savedGames.e2e.test.ts): games kept, kept again over their entry, listed most recent first, renamed,
// deleted and read back; records that are not games refused one by one in one line, the others listed as ever;
// sizes bounded; a failing backend answered in one line.
import { describe, expect, test } from 'vitest';
import { MAX_GAME_FILE_BYTES } from '../../src/io/loadGameRecord.ts';
import { MESSAGE_LINE_LENGTH } from '../../src/io/quoteInput.ts';
import {
  checkSummary,
  deleteSavedGame,
  keepSavedGame,
  listSavedGames,
  MAX_SAVED_GAME_CHARS,
  MAX_SAVED_GAMES,
  newGameId,
  readSavedGame,
  renameSavedGame,
  type GameToKeep,
  type SavedGameSummary,
} from '../../src/io/savedGames.ts';
import { memoryGames } from './memoryGames.ts';

const game = (change: Partial<GameToKeep> = {}): GameToKeep => ({
  id: null,
  text: '{"the":"game"}',
  round: 3,
  players: ['Ann', 'Bob'],
  name: 'Skirmish on a 16×12 map',
  ...change,
});

async function kept(backend = memoryGames(), change: Partial<GameToKeep> = {}, now = 1000): Promise<SavedGameSummary> {
  const answer = await keepSavedGame(backend, game(change), now);
  if (!answer.ok) throw new Error(answer.reason);
  return answer.summary;
}

function expectOneLine(text: string): void {
  expect(text).not.toMatch(/[\n\r\u2028\u2029\u202e]/);
  expect(text.length).toBeLessThanOrEqual(MESSAGE_LINE_LENGTH);
}

describe('keeping games', () => {
  test('a new game gets an entry with its name, round, players and time; its text reads back', async () => {
    const backend = memoryGames();
    const summary = await kept(backend);
    expect(summary).toEqual({
      id: expect.stringMatching(/^game-/),
      name: 'Skirmish on a 16×12 map',
      round: 3,
      players: ['Ann', 'Bob'],
      lastPlayed: 1000,
      chars: 14,
    });
    expect(await listSavedGames(backend)).toEqual({ ok: true, games: [summary], broken: [] });
    expect(await readSavedGame(backend, summary.id)).toEqual({ ok: true, summary, text: '{"the":"game"}' });
  });

  test('kept again over its entry: the same id and name, the new text, round and time', async () => {
    const backend = memoryGames();
    const first = await kept(backend);
    await renameSavedGame(backend, first.id, 'The long war');
    const again = await kept(backend, { id: first.id, text: '{"later":1}', round: 5 }, 2000);
    expect(again).toEqual({ ...first, name: 'The long war', round: 5, lastPlayed: 2000, chars: 11 });
    const listed = await listSavedGames(backend);
    expect(listed.ok && listed.games).toEqual([again]);
  });

  test('an entry deleted meanwhile is made anew under the id the game had', async () => {
    const backend = memoryGames();
    const first = await kept(backend);
    await deleteSavedGame(backend, first.id);
    const again = await kept(backend, { id: first.id });
    expect(again.id).not.toBe(first.id);
    expect(backend.summaries.size).toBe(1);
  });

  test('listed most recently played first', async () => {
    const backend = memoryGames();
    const old = await kept(backend, { name: 'Old' }, 10);
    const recent = await kept(backend, { name: 'Recent' }, 30);
    const middle = await kept(backend, { name: 'Middle' }, 20);
    const listed = await listSavedGames(backend);
    expect(listed.ok && listed.games.map((g) => g.name)).toEqual([recent.name, middle.name, old.name]);
  });

  test('names and players are made usable; a name from nothing is "Game"', async () => {
    const summary = await kept(memoryGames(), { name: ' <>\u202e', players: ['Ann\u200b', ''] });
    expect(summary.name).toBe('Game');
    expect(summary.players).toEqual(['Ann', 'Player']);
  });

  test('bounded: a text longer than a game file, and a new game beyond the list’s size, are refused', async () => {
    expect(MAX_SAVED_GAME_CHARS).toBe(MAX_GAME_FILE_BYTES);
    const backend = memoryGames();
    const long = await keepSavedGame(backend, game({ text: 'x'.repeat(MAX_SAVED_GAME_CHARS + 1) }), 1);
    expect(long).toEqual({
      ok: false,
      reason: expect.stringMatching(/^cannot keep the game in Saved games: it is 16777217 characters long; the limit is 16777216$/),
    });
    const ids: string[] = [];
    for (let i = 0; i < MAX_SAVED_GAMES; i++) ids.push((await kept(backend, {}, i)).id);
    const full = await keepSavedGame(backend, game(), 1);
    expect(full).toEqual({ ok: false, reason: `cannot keep the game in Saved games: it holds ${MAX_SAVED_GAMES} games already; delete one first` });
    // A game already in the list is still kept over its entry.
    expect((await keepSavedGame(backend, game({ id: ids[0]! }), 1)).ok).toBe(true);
  });

  test('new ids never repeat one taken', () => {
    const answers = ['a', 'a', 'b'];
    expect(newGameId(new Set(['game-a']), () => answers.shift()!)).toBe('game-b');
    expect(newGameId(new Set())).toMatch(/^game-[0-9a-f-]{36}$/);
  });
});

describe('renaming and deleting', () => {
  test('a name follows the rule of player names; a missing or strange id is refused', async () => {
    const backend = memoryGames();
    const { id } = await kept(backend);
    expect(await renameSavedGame(backend, id, '  Winter campaign ')).toMatchObject({ ok: true, summary: { name: 'Winter campaign' } });
    expect(await renameSavedGame(backend, id, '   ')).toEqual({ ok: false, reason: 'cannot rename the saved game: a name may not be empty' });
    expect(await renameSavedGame(backend, id, 'x'.repeat(41))).toEqual({ ok: false, reason: 'cannot rename the saved game: a name has at most 40 characters' });
    expect(await renameSavedGame(backend, id, 'evil\u202ename')).toMatchObject({ ok: false, reason: expect.stringContaining('U+202E') });
    expect(await renameSavedGame(backend, 'game-gone', 'A')).toEqual({ ok: false, reason: 'no saved game "game-gone": it was deleted' });
    expect(await renameSavedGame(backend, '../x', 'A')).toEqual({ ok: false, reason: '"../x" is not a saved game\'s id' });
    const listed = await listSavedGames(backend);
    expect(listed.ok && listed.games[0]!.name).toBe('Winter campaign');
  });

  test('a deleted game is gone, text and all; the others stay', async () => {
    const backend = memoryGames();
    const one = await kept(backend, { name: 'One' });
    const two = await kept(backend, { name: 'Two' });
    expect(await deleteSavedGame(backend, one.id)).toEqual({ ok: true });
    expect(backend.texts.has(one.id)).toBe(false);
    const listed = await listSavedGames(backend);
    expect(listed.ok && listed.games).toEqual([two]);
    expect(await readSavedGame(backend, one.id)).toEqual({ ok: false, reason: `no saved game "${one.id}": it was deleted` });
  });
});

const good = (id: string): SavedGameSummary => ({ id, name: 'A game', round: 2, players: ['Ann', 'Bob'], lastPlayed: 5, chars: 10 });
const manyKeys = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));

/** Records another script (or a broken browser) could have put in the list's store, each with why it is refused. */
const HOSTILE: [string, unknown, unknown, RegExp][] = [
  ['null', 'bad-1', null, /not a saved game$/],
  ['a string', 'bad-2', 'game', /not a saved game$/],
  ['an array', 'bad-3', [1, 2], /not a saved game$/],
  ['a field too many', 'bad-4', { ...good('bad-4'), extra: 1 }, /its fields are "chars, extra, id/],
  [
    'a field missing',
    'bad-5',
    { id: 'bad-5', name: 'A game', round: 2, players: ['Ann'], lastPlayed: 5 },
    /its fields are "id, lastPlayed, name, players, round"/,
  ],
  ['ten thousand keys', 'bad-6', manyKeys, /its fields are "k0, k1/],
  ['another id than its key', 'bad-7', good('someone-else'), /"id" is "someone-else", not its key/],
  ['a number for a key', 7, good('7'), /"id" is "7", not its key/],
  [
    'a name turning text around',
    'bad-8',
    { ...good('bad-8'), name: 'a\u202eb' },
    /"name": a name may not hold control, format or invisible characters \(found U\+202E\)/,
  ],
  ['a name of a megabyte', 'bad-9', { ...good('bad-9'), name: 'x'.repeat(1_000_000) }, /"name": a name has at most 40 characters/],
  ['markup in a player', 'bad-10', { ...good('bad-10'), players: ['<img src=x>'] }, /"players": a name may not hold </],
  ['nine players', 'bad-11', { ...good('bad-11'), players: Array.from({ length: 9 }, (_, i) => `P${i}`) }, /"players" is not a list of 1 to 8 names/],
  ['round 0', 'bad-12', { ...good('bad-12'), round: 0 }, /"round" is 0, not a round/],
  ['a fractional round', 'bad-13', { ...good('bad-13'), round: 1.5 }, /"round" is 1.5/],
  ['a time before 1970', 'bad-14', { ...good('bad-14'), lastPlayed: -1 }, /"lastPlayed" is -1, not a time/],
  ['a text too long', 'bad-15', { ...good('bad-15'), chars: MAX_SAVED_GAME_CHARS + 1 }, /"chars" is 16777217/],
];

describe('records that are not games', () => {
  test.each(HOSTILE)('%s is refused in one line', (_, key, value, reason) => {
    const checked = checkSummary(key, value);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.message).toMatch(/^the saved game .* cannot be read: /);
    expect(checked.message).toMatch(reason);
    expectOneLine(checked.message);
  });

  test('listed each in one line beside the good games, and deleted by the key they came with', async () => {
    const backend = memoryGames();
    const summary = await kept(backend);
    for (const [, key, value] of HOSTILE) backend.summaries.set(key, value);
    const listed = await listSavedGames(backend);
    if (!listed.ok) throw new Error(listed.reason);
    expect(listed.games).toEqual([summary]);
    expect(listed.broken).toHaveLength(HOSTILE.length);
    for (const broken of listed.broken) expectOneLine(broken.message);
    for (const broken of listed.broken) expect(await deleteSavedGame(backend, broken.key)).toEqual({ ok: true });
    expect([...backend.summaries.keys()]).toEqual([summary.id]);
  });

  test('a text that is not one, or too long, is refused on reading', async () => {
    const backend = memoryGames();
    const { id } = await kept(backend, { name: 'Odd' });
    backend.texts.set(id, { not: 'text' });
    expect(await readSavedGame(backend, id)).toEqual({ ok: false, reason: 'the saved game "Odd" has no game in it' });
    backend.texts.set(id, 'x'.repeat(MAX_SAVED_GAME_CHARS + 1));
    expect(await readSavedGame(backend, id)).toEqual({ ok: false, reason: 'the saved game "Odd" is 16777217 characters long; the limit is 16777216' });
    backend.summaries.set(id, { ...good(id), name: 'a\u0000' });
    const broken = await readSavedGame(backend, id);
    expect(broken.ok).toBe(false);
    expectOneLine(broken.ok ? '' : broken.reason);
  });
});

describe('a backend that fails', () => {
  test('every call answers one line and throws nothing', async () => {
    const backend = memoryGames();
    const { id } = await kept(backend);
    backend.failing = Object.assign(new Error('the quota\nis used up'), { name: 'QuotaExceededError' });
    const answers = [
      await listSavedGames(backend),
      await keepSavedGame(backend, game(), 1),
      await renameSavedGame(backend, id, 'B'),
      await deleteSavedGame(backend, id),
      await readSavedGame(backend, id),
    ];
    for (const answer of answers) {
      expect(answer.ok).toBe(false);
      if (!answer.ok) {
        expect(answer.reason).toMatch(/^cannot (list|keep|rename|delete|read) .*: QuotaExceededError: the quota\\nis used up$/);
        expectOneLine(answer.reason);
      }
    }
  });
});
