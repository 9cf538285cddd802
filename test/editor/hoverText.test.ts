import { describe, expect, test } from 'vitest';
import { blankDraft } from '../../src/editor/draft.ts';
import { createEditorStore } from '../../src/editor/editorStore.ts';
import { hoverOnMap, hoverText } from '../../src/editor/hoverText.ts';

describe('hover text', () => {
  test('names the hovered hex and its terrain', () => {
    const { map } = blankDraft(10, 8);
    expect(hoverText(map, { col: 3, row: 2 })).toBe('(3,2) Grasslands');
    expect(hoverText(map, null)).toBe('');
  });

  test('a hover left over from a bigger map is no hover, not a crash', () => {
    // The pointer rests on (20,15) of a 32×24 map; undo brings back the 10×8 map before it.
    const store = createEditorStore(blankDraft(10, 8));
    store.getState().replaceDraft(blankDraft(32, 24));
    const resting = { col: 20, row: 15 };
    expect(hoverText(store.getState().draft.map, resting)).toBe('(20,15) Grasslands');
    store.temporal.getState().undo();
    const { map } = store.getState().draft;
    expect(hoverOnMap(map, resting)).toBeNull();
    expect(hoverText(map, resting)).toBe('');
    expect(hoverText(map, { col: 9, row: 2 })).toBe('(9,2) Grasslands');
    expect(hoverText(map, { col: 2, row: 8 })).toBe(''); // column fits, row does not
  });
});
