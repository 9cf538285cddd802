import { describe, expect, test } from 'vitest';
import { blankDraft } from '../../src/editor/draft.ts';
import { createEditorStore } from '../../src/editor/editorStore.ts';
import { premadeOf } from '../../src/editor/premadeOf.ts';
import { createGameStore } from '../../src/state/gameStore.ts';
import type { MapSetup } from '../../src/state/premadeMap.ts';

function setupOn(premade: MapSetup['premade'], names = ['Ann', 'Bo']): MapSetup {
  return {
    players: names.map((name, i) => ({ name, race: i ? 'orcs' : 'humans', colour: i ? '#e69f00' : '#0072b2' })),
    campaign: { kind: 'conquer' },
    startingGold: 10,
    mapSize: { width: 16, height: 12 },
    mapSeed: 1,
    ...(premade ? { premade } : {}),
  };
}

describe('play this map', () => {
  test('a draft needs two placed starts, on separate land hexes', () => {
    const editor = createEditorStore(blankDraft(12, 10));
    const s = editor.getState();
    expect(premadeOf(editor.getState().draft)).toEqual({ error: 'place at least 2 start positions first (0 placed)' });
    s.placeStart({ col: 2, row: 2 });
    s.placeStart({ col: 2, row: 2 });
    expect(premadeOf(editor.getState().draft)).toEqual({ error: 'start 2 is on the same hex as another start' });
    s.setActiveSlot(1);
    s.setTerrain('water');
    s.setRadius(0);
    s.beginStroke({ col: 9, row: 7 });
    s.endStroke();
    s.placeStart({ col: 9, row: 7 });
    expect(premadeOf(editor.getState().draft)).toEqual({ error: 'start 2 is on water' });
  });

  test('the game starts on the premade map, a Keep on each start', () => {
    const editor = createEditorStore(blankDraft(12, 10));
    editor.getState().placeStart({ col: 2, row: 2 });
    editor.getState().placeStart({ col: 9, row: 7 });
    const premade = premadeOf(editor.getState().draft);
    if ('error' in premade) throw new Error(premade.error);

    const game = createGameStore();
    game.getState().offerMap(premade);
    expect(game.getState().screen).toBe('setup');
    expect(game.getState().premadeMap?.starts).toHaveLength(2);

    game.getState().newGame(setupOn(premade, ['Ann', 'Bo', 'Cy']), 5);
    expect(game.getState().setupMessage).toBe('No map for this game: Untitled map has 2 start positions, not 3');

    game.getState().newGame(setupOn(premade), 5);
    expect(game.getState().screen).toBe('game');
    const state = game.getState().session!.state;
    expect(state.map.terrain).toEqual(premade.map.terrain);
    expect(Object.values(state.buildings).map((b) => b.at)).toEqual([
      { col: 2, row: 2 },
      { col: 9, row: 7 },
    ]);
  });
});
