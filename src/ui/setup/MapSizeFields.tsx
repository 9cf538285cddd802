// The new-game screen's map size: one of the sizes the editor offers too (src/mapgen/mapSizes.ts), up to
// 256×256, or any other of 8 to 256 a side.
import { MAP_SIZES } from '../../mapgen/mapSizes.ts';
import { MapSizeOptions } from '../PickerOptions.tsx';
import { NumberInput } from './NumberInput.tsx';
import { NUMBER_FIELDS, type NumberReader } from './numberFields.ts';

const OTHER = 'other';

/** The size as chosen: a listed size's id, or OTHER with the sides as typed. */
export interface MapSizeDraft {
  readonly choice: string;
  readonly width: string;
  readonly height: string;
}

export const FIRST_MAP_SIZE: MapSizeDraft = { choice: 'small', width: '16', height: '12' };

/** The sides chosen: a listed size's, or the other size's fields read (a problem goes to `numbers`). */
export function mapSizeOf(draft: MapSizeDraft, numbers: NumberReader): { width: number; height: number } {
  const listed = MAP_SIZES.find((size) => size.id === draft.choice);
  if (listed) return { width: listed.width, height: listed.height };
  return { width: numbers.read(draft.width, NUMBER_FIELDS.mapWidth), height: numbers.read(draft.height, NUMBER_FIELDS.mapHeight) };
}

/** A listed size fills the sides in, so "Other size…" starts from the size chosen last. */
function choose(draft: MapSizeDraft, choice: string): MapSizeDraft {
  const listed = MAP_SIZES.find((size) => size.id === choice);
  return listed ? { choice, width: String(listed.width), height: String(listed.height) } : { ...draft, choice };
}

export function MapSizeFields({ draft, onChange }: { draft: MapSizeDraft; onChange: (draft: MapSizeDraft) => void }) {
  return (
    <>
      <label>
        Map size
        <select value={draft.choice} onChange={(e) => onChange(choose(draft, e.target.value))}>
          <MapSizeOptions />
          <option value={OTHER}>Other size…</option>
        </select>
      </label>
      {draft.choice === OTHER && (
        <>
          <NumberInput field={NUMBER_FIELDS.mapWidth} text={draft.width} onText={(width) => onChange({ ...draft, width })} />
          <NumberInput field={NUMBER_FIELDS.mapHeight} text={draft.height} onText={(height) => onChange({ ...draft, height })} />
        </>
      )}
    </>
  );
}
