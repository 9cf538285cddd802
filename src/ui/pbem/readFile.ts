import { oneLine, quoteInput } from '../../io/quoteInput.ts';

/** A file's text, refusing one over `maxBytes` before reading it: a huge file is not ours, and would stall the page. */
export async function readFileText(file: File, maxBytes: number): Promise<{ ok: true; text: string } | { ok: false; reason: string }> {
  const name = quoteInput(file.name);
  if (file.size > maxBytes) {
    return { ok: false, reason: `${name} is ${file.size.toLocaleString('en-US')} bytes; the limit is ${maxBytes.toLocaleString('en-US')}` };
  }
  try {
    return { ok: true, text: await file.text() };
  } catch (error) {
    return { ok: false, reason: oneLine(`${name} could not be read: ${error instanceof Error ? error.message : String(error)}`) };
  }
}
