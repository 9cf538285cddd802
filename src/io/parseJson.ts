/** JSON.parse with a message that says where the text broke (line and column), and a size limit. */
export function parseJson(text: string, maxBytes: number): { ok: true; value: unknown } | { ok: false; message: string } {
  if (text.length > maxBytes) return { ok: false, message: `the file is ${text.length} characters long; the limit is ${maxBytes}` };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // V8 names the position of the fault, except when the text simply stops.
    const position = /position (\d+)/.exec(message);
    const at = position ? Number(position[1]) : /end of JSON/.test(message) ? text.length : null;
    if (at === null) return { ok: false, message: `not JSON: ${message}` };
    const before = text.slice(0, at);
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    return { ok: false, message: `not JSON: ${message.replace(/ in JSON at position \d+.*$/, '')} (line ${line}, column ${column})` };
  }
}
