import { MAX_PLAYERS, MIN_PLAYERS, type GameMap, type RaceId } from '../rules/index.ts';
import type { CombatChoice } from '../state/premadeMap.ts';
import { blankMap } from './edits/blankMap.ts';
import type { StartSlot } from './edits/startChecks.ts';

/** The map being edited: what a map file holds, plus start slots not yet placed. */
export interface EditorDraft {
  readonly name: string;
  readonly map: GameMap;
  /** 2–8 player slots; a slot's position may still be unset. */
  readonly slots: readonly StartSlot[];
  /** How a generated map was made: kept through edits, as the map's origin. */
  readonly generator?: { readonly seed: number; readonly races: readonly RaceId[] };
  /** The scenario's combat system, offered to the new-game screen by "Play this map" (absent: the default). */
  readonly combat?: CombatChoice;
}

export function emptySlots(count: number): StartSlot[] {
  const n = Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, count));
  return Array.from({ length: n }, () => ({ at: null, race: null }));
}

export function blankDraft(width = 32, height = 24): EditorDraft {
  return { name: 'Untitled map', map: blankMap(width, height), slots: emptySlots(2) };
}
