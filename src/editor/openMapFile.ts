import { MAX_MAP_FILE_BYTES } from '../io/loadMapFile.ts';
import { oneLine, quoteInput } from '../io/quoteInput.ts';
import { draftOfText } from './draftFile.ts';
import type { EditorStoreApi } from './editorStore.ts';

/**
 * Opens a map file into the editor as one undo step; the Open… button and a file dropped on the editor
 * both come here, so they accept and refuse the same files with the same words. A file that cannot be
 * read leaves the draft untouched.
 */
export async function openMapFile(store: EditorStoreApi, file: File, say: (message: string, bad?: boolean) => void): Promise<void> {
  const name = quoteInput(file.name);
  // Refused before reading: a huge file is not a map, and reading it would only stall the page.
  if (file.size > MAX_MAP_FILE_BYTES) {
    const size = `${file.size.toLocaleString('en-US')} bytes; the limit is ${MAX_MAP_FILE_BYTES.toLocaleString('en-US')}`;
    return say(`${name} could not be opened: the file is ${size}`, true);
  }
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    return say(`${name} could not be opened: ${oneLine(error instanceof Error ? error.message : String(error))}`, true);
  }
  const read = draftOfText(text);
  if (!read.ok) return say(`${name} could not be opened: ${read.message}`, true);
  store.getState().replaceDraft(read.draft);
  say(`Opened ${name}: ${read.draft.map.width}×${read.draft.map.height}.`);
}
