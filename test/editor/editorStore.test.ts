import { describe, expect, test } from 'vitest';
import { blankDraft } from '../../src/editor/draft.ts';
import { draftOfText, mapFileText } from '../../src/editor/draftFile.ts';
import { createEditorStore, UNDO_LIMIT } from '../../src/editor/editorStore.ts';
import { startChecks } from '../../src/editor/edits/startChecks.ts';
import { generateDraft } from '../../src/editor/generateDraft.ts';
import { premadeOf } from '../../src/editor/premadeOf.ts';
import { mapToRows } from '../../src/io/mapRows.ts';
import { scenarioOfSetup } from '../../src/state/premadeMap.ts';
import { newGameSetup, playersOf } from '../support/newGameSetup.ts';

const painted = (store: ReturnType<typeof createEditorStore>) => store.getState().draft.map.terrain.filter((t) => t !== 'grasslands').length;

describe('undo grouping', () => {
  test('a whole brush stroke is one undo step, and redo brings it back', () => {
    const store = createEditorStore(blankDraft(16, 16));
    const s = store.getState();
    s.setRadius(0);
    s.setTerrain('water');
    s.beginStroke({ col: 1, row: 1 });
    s.strokeTo({ col: 2, row: 1 });
    s.strokeTo({ col: 8, row: 1 }); // a jump: the line between is painted too
    s.endStroke();
    expect(painted(store)).toBe(8);
    expect(store.temporal.getState().pastStates).toHaveLength(1);

    store.temporal.getState().undo();
    expect(painted(store)).toBe(0);
    store.temporal.getState().redo();
    expect(painted(store)).toBe(8);
  });

  test('a stroke that leaves the map and comes back paints no line across the map', () => {
    const store = createEditorStore(blankDraft(16, 16));
    const s = store.getState();
    s.setRadius(0);
    s.setTerrain('water');
    s.beginStroke({ col: 8, row: 0 });
    s.liftStroke(); // out over the top edge…
    s.strokeTo({ col: 0, row: 8 }); // …and back in over the left one
    s.endStroke();
    expect(painted(store)).toBe(2);
    expect(store.temporal.getState().pastStates).toHaveLength(1);
  });

  test('a stroke that turns into a pinch is undone and leaves the undo history as it was', () => {
    const store = createEditorStore(blankDraft(16, 16));
    const s = store.getState();
    s.setRadius(0);
    s.setTerrain('water');
    s.fill({ col: 0, row: 0 });
    store.temporal.getState().undo(); // a step to redo, which a stroke would drop
    const before = store.getState().draft;
    s.beginStroke({ col: 3, row: 3 });
    s.strokeTo({ col: 5, row: 3 });
    s.cancelStroke();
    expect(store.getState().draft).toBe(before);
    expect(store.temporal.getState().pastStates).toHaveLength(0);
    expect(store.temporal.getState().futureStates).toHaveLength(1);
    // Undo tracking is back on.
    s.fill({ col: 0, row: 0 });
    expect(store.temporal.getState().pastStates).toHaveLength(1);
  });

  test('a fill is one step; strokes and fills undo in order; a new edit drops the redo branch', () => {
    const store = createEditorStore(blankDraft(12, 10));
    const s = store.getState();
    s.setRadius(1);
    s.setTerrain('forest');
    s.beginStroke({ col: 5, row: 5 });
    s.endStroke();
    const afterStroke = mapToRows(store.getState().draft.map);
    s.setTerrain('desert');
    s.fill({ col: 0, row: 0 });
    expect(store.getState().draft.map.terrain.filter((t) => t === 'desert')).toHaveLength(120 - 7);
    expect(store.temporal.getState().pastStates).toHaveLength(2);

    store.temporal.getState().undo();
    expect(mapToRows(store.getState().draft.map)).toEqual(afterStroke);
    s.setTerrain('water');
    s.fill({ col: 5, row: 5 });
    expect(store.temporal.getState().futureStates).toHaveLength(0);
    store.temporal.getState().undo();
    store.temporal.getState().undo();
    expect(painted(store)).toBe(0);
  });

  test('a stroke that changes nothing and tool changes record no step', () => {
    const store = createEditorStore(blankDraft(10, 10));
    const s = store.getState();
    s.setTerrain('grasslands');
    s.beginStroke({ col: 3, row: 3 });
    s.strokeTo({ col: 6, row: 6 });
    s.endStroke();
    s.setTool('fill');
    s.setRadius(4);
    expect(store.temporal.getState().pastStates).toHaveLength(0);
  });

  test('history keeps at most UNDO_LIMIT steps', () => {
    const store = createEditorStore(blankDraft(8, 8));
    const s = store.getState();
    s.setRadius(0);
    for (let i = 0; i < UNDO_LIMIT + 5; i++) {
      s.setTerrain(i % 2 ? 'water' : 'forest');
      s.beginStroke({ col: 0, row: 0 });
      s.endStroke();
    }
    expect(store.temporal.getState().pastStates).toHaveLength(UNDO_LIMIT);
  });

  test('start positions: placing moves on to the next free slot, and is undoable', () => {
    const store = createEditorStore(blankDraft(10, 10));
    const s = store.getState();
    s.setSlotCount(3);
    s.setTool('start');
    s.applyTool({ col: 1, row: 1 });
    s.applyTool({ col: 8, row: 8 });
    expect(store.getState().draft.slots.map((x) => x.at)).toEqual([{ col: 1, row: 1 }, { col: 8, row: 8 }, null]);
    expect(store.getState().activeSlot).toBe(2);
    store.temporal.getState().undo();
    expect(store.getState().draft.slots[1]!.at).toBeNull();
  });

  test('undoing slots away keeps the active slot among the slots left', () => {
    const store = createEditorStore(blankDraft(10, 10));
    const s = store.getState();
    s.setSlotCount(4);
    s.setTool('start');
    s.setActiveSlot(3);
    s.applyTool({ col: 7, row: 7 });
    store.temporal.getState().undo();
    store.temporal.getState().undo();
    expect(store.getState().draft.slots).toHaveLength(2);
    expect(store.getState().activeSlot).toBe(1);

    // The next click places the last slot there is, rather than nothing.
    s.applyTool({ col: 2, row: 2 });
    expect(store.getState().draft.slots.map((x) => x.at)).toEqual([null, { col: 2, row: 2 }]);
    expect(store.temporal.getState().pastStates).toHaveLength(1);
  });

  test('a start click that changes nothing records no step and keeps the redo stack', () => {
    const store = createEditorStore(blankDraft(10, 10));
    const s = store.getState();
    s.setTool('start');
    s.applyTool({ col: 1, row: 1 });
    s.applyTool({ col: 8, row: 8 });
    store.temporal.getState().undo(); // start 2 is unplaced again, and can be redone
    s.setActiveSlot(0);
    s.applyTool({ col: 1, row: 1 }); // start 1 is already there
    s.setSlotRace(0, null);
    s.clearStart(1);
    s.setSlotCount(2);
    s.rename(store.getState().draft.name);
    expect(store.temporal.getState().pastStates).toHaveLength(1);
    expect(store.temporal.getState().futureStates).toHaveLength(1);
    store.temporal.getState().redo();
    expect(store.getState().draft.slots[1]!.at).toEqual({ col: 8, row: 8 });
  });
});

describe('map files', () => {
  test('a saved draft reads back the same; unplaced slots are not saved', () => {
    const store = createEditorStore(blankDraft(9, 8));
    const s = store.getState();
    s.rename('Twin <Rivers>');
    s.setTerrain('water');
    s.fill({ col: 0, row: 0 });
    s.setSlotCount(3);
    s.setSlotRace(0, 'elves');
    s.placeStart({ col: 2, row: 3 });
    const text = mapFileText(store.getState().draft);
    const back = draftOfText(text);
    if (!back.ok) throw new Error(back.message);
    expect(back.draft.name).toBe('Twin Rivers');
    expect(back.draft.map).toEqual(store.getState().draft.map);
    expect(back.draft.slots).toEqual([
      { at: { col: 2, row: 3 }, race: 'elves' },
      { at: null, race: null },
    ]);
  });

  test("the scenario's combat system is saved with the map, and read back", () => {
    const store = createEditorStore(blankDraft(9, 8));
    store.getState().setCombat({ combatSystem: 'warfare', newYearEvery: 3 });
    const text = mapFileText(store.getState().draft);
    expect(JSON.parse(text).combat).toEqual({ combatSystem: 'warfare', newYearEvery: 3 });
    const back = draftOfText(text);
    if (!back.ok) throw new Error(back.message);
    expect(back.draft.combat).toEqual({ combatSystem: 'warfare', newYearEvery: 3 });
    expect(JSON.parse(mapFileText(createEditorStore(blankDraft(9, 8)).getState().draft)).combat).toBeUndefined();
  });

  test('a broken file is refused with a message', () => {
    expect(draftOfText('{"format":"karnage-map","version":1}').ok).toBe(false);
    expect(draftOfText('not json').ok).toBe(false);
  });
});

describe('generate', () => {
  test('fills a draft from the generator: its starts become the slots, with their races', () => {
    const made = generateDraft({ width: 32, height: 24, seed: 7, races: ['elves', 'orcs', 'dwarves'] });
    if ('error' in made) throw new Error(made.error);
    expect(made.map.width).toBe(32);
    expect(made.slots.map((s) => s.race)).toEqual(['elves', 'orcs', 'dwarves']);
    expect(made.slots.every((s) => s.at !== null)).toBe(true);
    expect(startChecks(made.map, made.slots).map((c) => c.homeNear)).toEqual([true, true, true]);
    const premade = premadeOf(made);
    if ('error' in premade) throw new Error(premade.error);
    const players = playersOf(['Ann', 'elves'], ['Bo', 'orcs']);
    const scenario = scenarioOfSetup(newGameSetup({ players, startingGold: 100, mapSize: { width: 1, height: 1 }, mapSeed: 0, premade }));
    if ('error' in scenario) throw new Error(scenario.error);
    expect(scenario.map).toBe(made.map);
    expect(scenario.buildings?.filter((b) => b.type === 'keep').map((b) => b.at)).toEqual(premade.starts.slice(0, 2).map((s) => s.at));
  });
});
