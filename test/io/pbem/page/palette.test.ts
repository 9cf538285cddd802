// The page keeps its own copy of the board's colours (src/io may not import the board or the stores):
// this fails when one side changes without the other.
import { describe, expect, it } from 'vitest';
import { TERRAIN_COLOUR } from '../../../../src/board/terrainArt.ts';
import { inkOn as boardInkOn } from '../../../../src/board/colour.ts';
import { inkOn, PLAYER_COLOURS, playerColours, TERRAIN_FILL } from '../../../../src/io/pbem/page/palette.ts';
import { PLAYER_COLOURS as APP_PLAYER_COLOURS } from '../../../../src/state/palette.ts';
import { TERRAIN_IDS } from '../../../../src/rules/index.ts';
import { playedState } from './pageStates.ts';

describe('the page palette', () => {
  it('matches the board', () => {
    for (const t of TERRAIN_IDS) expect(TERRAIN_FILL[t]).toBe(`#${TERRAIN_COLOUR[t].toString(16).padStart(6, '0')}`);
    expect(PLAYER_COLOURS).toEqual(APP_PLAYER_COLOURS);
    for (const c of PLAYER_COLOURS)
      expect(inkOn(c)).toBe(
        `#${boardInkOn(Number.parseInt(c.slice(1), 16))
          .toString(16)
          .padStart(6, '0')}`,
      );
  });

  it('takes a player colour only as #rrggbb', () => {
    const state = playedState(16, 12, 0);
    const [a, b] = state.players;
    expect(playerColours(state, { [a!.id]: '#ABCDEF', [b!.id]: 'red' })).toEqual(['#abcdef', PLAYER_COLOURS[1]]);
    expect(playerColours(state, { ['__proto__']: '#000000' })).toEqual([PLAYER_COLOURS[0], PLAYER_COLOURS[1]]);
  });
});
