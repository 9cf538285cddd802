// "Generate" in the editor: the realistic generator of src/mapgen, its starts as the draft's slots.
import { generateMap } from '../mapgen/generateMap.ts';
import type { RaceId } from '../rules/index.ts';
import type { EditorDraft } from './draft.ts';
import { clampSide } from './edits/blankMap.ts';

export interface GenerateRequest {
  readonly width: number;
  readonly height: number;
  readonly seed: number;
  readonly races: readonly RaceId[];
}

export function generateDraft(request: GenerateRequest): EditorDraft | { error: string } {
  const width = clampSide(request.width);
  const height = clampSide(request.height);
  const made = generateMap({ width, height, seed: request.seed, races: request.races });
  if ('error' in made) return made;
  return {
    name: `Generated ${width}×${height} (seed ${request.seed})`,
    map: made.map,
    slots: made.starts.map((at, i) => ({ at, race: request.races[i] ?? null })),
    generator: { seed: request.seed, races: [...request.races] },
  };
}
