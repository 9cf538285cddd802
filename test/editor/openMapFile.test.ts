import { describe, expect, test } from 'vitest';
import { blankDraft } from '../../src/editor/draft.ts';
import { mapFileText } from '../../src/editor/draftFile.ts';
import { createEditorStore } from '../../src/editor/editorStore.ts';
import { openMapFile } from '../../src/editor/openMapFile.ts';

// The Open… button and a file dropped on the editor share this path.
describe('opening a map file', () => {
  const said = () => {
    const messages: { text: string; bad: boolean }[] = [];
    return { messages, say: (text: string, bad = false) => void messages.push({ text, bad }) };
  };

  test('a map file replaces the draft as one undo step', async () => {
    const store = createEditorStore(blankDraft(10, 8));
    const saved = { ...blankDraft(12, 9), name: 'Twin Rivers' };
    const { messages, say } = said();
    await openMapFile(store, new File([mapFileText(saved)], 'twin.karnage-map.json'), say);
    expect(store.getState().draft.name).toBe('Twin Rivers');
    expect(store.getState().draft.map).toEqual(saved.map);
    expect(messages).toEqual([{ text: 'Opened "twin.karnage-map.json": 12×9.', bad: false }]);
    store.temporal.getState().undo();
    expect(store.getState().draft.map.width).toBe(10);
  });

  test('a bad file says why and leaves the draft and its history alone', async () => {
    const store = createEditorStore(blankDraft(10, 8));
    store.getState().rename('Mine');
    const before = store.getState().draft;
    const { messages, say } = said();
    await openMapFile(store, new File(['{"format":"karnage-map","version":1}'], 'broken.json'), say);
    await openMapFile(store, new File(['not json'], 'notes.json'), say);
    expect(store.getState().draft).toBe(before);
    expect(store.temporal.getState().pastStates).toHaveLength(1);
    expect(messages.map((m) => m.bad)).toEqual([true, true]);
    expect(messages[0]!.text).toMatch(/^"broken\.json" could not be opened: \S/);
    expect(messages[1]!.text).toMatch(/^"notes\.json" could not be opened: \S/);
  });

  test('a file over the map size limit is refused before it is read, and a hostile name is quoted short', async () => {
    const store = createEditorStore(blankDraft(10, 8));
    const before = store.getState().draft;
    const { messages, say } = said();
    const huge = new File(['x'], `${'\u202e'.repeat(200)}.json`);
    // A File whose size is past the limit, without allocating it: text() must never be called.
    Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 });
    huge.text = () => Promise.reject(new Error('read a file it should have refused'));
    await openMapFile(store, huge, say);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.text).toMatch(/could not be opened: the file is 5,242,880 bytes; the limit is 4,194,304$/);
    expect(messages[0]!.text.length).toBeLessThan(500);
    expect(messages[0]!.text).not.toContain('\u202e'.repeat(2).normalize());
    expect(store.getState().draft).toBe(before);
  });
});
