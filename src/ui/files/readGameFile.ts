import { MAX_GAME_FILE_BYTES } from '../../io/loadGameRecord.ts';

/** A file's text, refusing files over the size limit before reading them. */
export async function readGameFile(file: File): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  if (file.size > MAX_GAME_FILE_BYTES) {
    return { ok: false, message: `the file is ${file.size.toLocaleString('en-US')} bytes; the limit is ${MAX_GAME_FILE_BYTES.toLocaleString('en-US')}` };
  }
  try {
    return { ok: true, text: await file.text() };
  } catch (error) {
    return { ok: false, message: `the file could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}
