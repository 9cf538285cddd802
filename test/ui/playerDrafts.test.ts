import { describe, expect, test } from 'vitest';
import { PLAYER_COLOURS } from '../../src/state/palette.ts';
import { firstPlayers, newPlayer, problemWith, withNewPlayer, type PlayerDraft } from '../../src/ui/setup/playerDrafts.ts';

const without = (players: readonly PlayerDraft[], name: string) => players.filter((p) => p.name !== name);

describe('players on the new-game screen', () => {
  test('a generated map starts with Player 1 and Player 2 in the first two colours', () => {
    const players = firstPlayers(null);
    expect(players.map((p) => [p.name, p.colour])).toEqual([
      ['Player 1', PLAYER_COLOURS[0]],
      ['Player 2', PLAYER_COLOURS[1]],
    ]);
  });

  test('removing Player 2 of 3 and adding a player brings back Player 2, not a second Player 3', () => {
    const three = withNewPlayer(firstPlayers(null));
    const added = withNewPlayer(without(three, 'Player 2'));
    expect(added.map((p) => p.name)).toEqual(['Player 1', 'Player 3', 'Player 2']);
    expect(problemWith(added)).toBeNull();
  });

  test('the new player takes the colour the removed one left free', () => {
    const three = withNewPlayer(firstPlayers(null));
    const added = withNewPlayer(without(three, 'Player 2'));
    expect(added.map((p) => p.colour)).toEqual([PLAYER_COLOURS[0], PLAYER_COLOURS[2], PLAYER_COLOURS[1]]);
    expect(new Set(added.map((p) => p.colour)).size).toBe(3);
  });

  test('a default name someone typed, in any case or spacing, is taken too', () => {
    const players = firstPlayers(null).map((p, i) => (i === 0 ? { ...p, name: '  player 3 ' } : p));
    expect(newPlayer(players).name).toBe('Player 1');
    expect(newPlayer([...players, newPlayer(players)]).name).toBe('Player 4');
  });

  test('every row keeps a key of its own through removing and adding', () => {
    let players = firstPlayers(null);
    for (let i = 0; i < 5; i++) players = withNewPlayer(players);
    players = withNewPlayer(withNewPlayer(without(without(players, 'Player 2'), 'Player 6')));
    expect(new Set(players.map((p) => p.key)).size).toBe(players.length);
    expect(new Set(players.map((p) => p.name)).size).toBe(players.length);
    expect(problemWith(players)).toBeNull();
  });

  test('a premade map gives one player per start, with the start’s race where it has one', () => {
    const players = firstPlayers([{ race: 'dwarves' }, { race: null }, { race: 'elves' }]);
    expect(players.map((p) => [p.name, p.race])).toEqual([
      ['Player 1', 'dwarves'],
      ['Player 2', 'orcs'],
      ['Player 3', 'elves'],
    ]);
  });
});
