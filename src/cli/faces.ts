import { parseDiceFaces } from '../rules/index.ts';
import { quoteInput } from '../io/quoteInput.ts';
import { UsageError } from './io.ts';

/** `--rolls 5,3,4` → [5, 3, 4]; "" is no dice at all (a turn without fights). */
export function parseFaces(text: string): number[] {
  const faces = parseDiceFaces(text);
  if (!faces) throw new UsageError(`--rolls takes whole numbers separated by commas, not ${quoteInput(text)}`);
  return faces;
}
