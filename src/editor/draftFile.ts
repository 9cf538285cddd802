// Draft ↔ map file (docs/map-format.md), through the same writer as `karnage generate` and the schema's
// reader, so what the editor saves always loads.
import { sanitiseName } from '../io/displayName.ts';
import { loadMapFile } from '../io/loadMapFile.ts';
import { mapFromRows } from '../io/mapRows.ts';
import { mapFileOf, mapFileText as textOfMapFile } from '../io/saveMapFile.ts';
import { mapFileSchema, type MapFile } from '../io/schema/mapFile.ts';
import { MIN_PLAYERS } from '../rules/index.ts';
import { emptySlots, type EditorDraft } from './draft.ts';

/** A name the file schema accepts, made from whatever was typed (io/displayName.ts has the rule). */
export function cleanName(name: string): string {
  return sanitiseName(name, 'Untitled map');
}

/** The map file of a draft: placed slots only, in slot order. */
export function mapFileOfDraft(draft: EditorDraft): MapFile {
  const starts = draft.slots.flatMap((s) => (s.at ? [{ at: s.at, race: s.race }] : []));
  // Validate on the way out too: a draft that would not load again must never be written.
  return mapFileSchema.parse(mapFileOf(cleanName(draft.name), draft.map, starts, draft.generator, draft.combat));
}

export function mapFileText(draft: EditorDraft): string {
  return textOfMapFile(mapFileOfDraft(draft));
}

/** Reads a map file's text into a draft, or says what is wrong with it. */
export function draftOfText(text: string): { ok: true; draft: EditorDraft } | { ok: false; message: string } {
  const loaded = loadMapFile(text);
  if (!loaded.ok) return loaded;
  return draftOfMapFile(loaded.value);
}

export function draftOfMapFile(file: MapFile): { ok: true; draft: EditorDraft } | { ok: false; message: string } {
  const map = mapFromRows(file.map.rows);
  if ('error' in map) return { ok: false, message: map.error };
  const slots = file.starts.map((s) => ({ at: s.at, race: s.race }));
  return {
    ok: true,
    draft: {
      name: file.name,
      map,
      // A map always offers at least two slots to place.
      slots: slots.length >= MIN_PLAYERS ? slots : [...slots, ...emptySlots(MIN_PLAYERS).slice(slots.length)],
      ...(file.generator ? { generator: file.generator } : {}),
      ...(file.combat ? { combat: file.combat } : {}),
    },
  };
}
