import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { blankDraft } from '../../src/editor/draft.ts';
import { createEditorStore } from '../../src/editor/editorStore.ts';
import { MapPanel } from '../../src/editor/ui/MapPanel.tsx';
import { EditorStoreContext } from '../../src/editor/ui/useEditor.ts';
import { MAX_MAP_SIZE } from '../../src/mapgen/generateMap.ts';
import { MAP_SIZES, MAX_MAP_SIDE } from '../../src/mapgen/mapSizes.ts';
import { FIRST_MAP_SIZE, MapSizeFields, mapSizeOf } from '../../src/ui/setup/MapSizeFields.tsx';
import { numberReader } from '../../src/ui/setup/numberFields.ts';

// The new-game screen offers the map sizes the editor has, up to the 256×256 the README promises: one list.

const options = (html: string) => [...html.matchAll(/<option[^>]*>([^<]*(?:<!-- -->[^<]*)*)<\/option>/g)].map((m) => m[1]!.replace(/<!-- -->/g, ''));
const newGameSizes = (choice = 'small') => renderToStaticMarkup(createElement(MapSizeFields, { draft: { ...FIRST_MAP_SIZE, choice }, onChange: () => {} }));

describe('map sizes', () => {
  test('the new-game screen offers sizes up to 256×256, and any other', () => {
    expect(options(newGameSizes())).toEqual(['Small (16×12)', 'Medium (32×24)', 'Large (64×48)', 'Huge (128×96)', 'Giant (256×256)', 'Other size…']);
    expect(MAX_MAP_SIDE).toBe(256);
    expect(MAX_MAP_SIZE).toBe(MAX_MAP_SIDE);
  });

  test('the editor offers the same list beside its width and height', () => {
    const store = createEditorStore(blankDraft(16, 12));
    const html = renderToStaticMarkup(createElement(EditorStoreContext, { value: store }, createElement(MapPanel, { say: () => {} })));
    expect(options(html).slice(0, MAP_SIZES.length)).toEqual(options(newGameSizes()).slice(0, MAP_SIZES.length));
    expect(html).toContain('max="256"');
  });

  test('"Other size…" takes any 8 to 256 a side, read as the other number fields are', () => {
    const other = newGameSizes('other');
    expect(other).toContain('Map width');
    expect(other).toContain('min="8"');
    expect(other).toContain('max="256"');
    const numbers = numberReader();
    expect(mapSizeOf({ choice: 'other', width: '300', height: '40' }, numbers)).toEqual({ width: 256, height: 40 });
    expect(mapSizeOf({ choice: 'giant', width: '', height: '' }, numbers)).toEqual({ width: 256, height: 256 });
    expect(numbers.problem).toBeNull();
    mapSizeOf({ choice: 'other', width: '', height: '12' }, numbers);
    expect(numbers.problem).toBe('Map width needs a whole number.');
  });
});
