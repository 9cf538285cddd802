import { draftOfText } from './draftFile.ts';
import type { EditorStoreApi } from './editorStore.ts';

/**
 * Opens a map file into the editor as one undo step; the Open… button and a file dropped on the editor
 * both come here, so they accept and refuse the same files with the same words. A file that cannot be
 * read leaves the draft untouched.
 */
export async function openMapFile(store: EditorStoreApi, file: File, say: (message: string, bad?: boolean) => void): Promise<void> {
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    return say(`${file.name} could not be opened: ${error instanceof Error ? error.message : String(error)}`, true);
  }
  const read = draftOfText(text);
  if (!read.ok) return say(`${file.name} could not be opened: ${read.message}`, true);
  store.getState().replaceDraft(read.draft);
  say(`Opened ${file.name}: ${read.draft.map.width}×${read.draft.map.height}.`);
}
