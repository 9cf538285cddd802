import { DEFAULT_NEW_YEAR_EVERY } from './data/setup.ts';
import { cannotEnter } from './cannotEnter.ts';
import { hexAt, hexIndex, neighbourIndex } from './hexGeometry.ts';
import type { EventRecorder } from './recorder.ts';
import { occupancy, terrainAt } from './stateQueries.ts';
import type { GameState, HexCoord, Unit } from './types.ts';

/** The round the next New Year begins: New Years begin rounds 1 + k × the interval, so this round's, if any, has been. */
export function nextNewYear(state: Pick<GameState, 'round' | 'newYearEvery'>): number {
  const every = state.newYearEvery ?? DEFAULT_NEW_YEAR_EVERY;
  return (Math.floor((state.round - 1) / every) + 1) * every + 1;
}

/**
 * The New Year (Warfare): every `newYearEvery` rounds, as round `round` starts, units withdrawn from the
 * field come home, each to its owner's Keep, or the nearest free hex around it that it may enter [house].
 * One with no Keep to come home to, or no room by it, stays away until the next New Year. Nothing
 * happens, and nothing is said, in a year without withdrawn units.
 */
export function newYearIfDue(recorder: EventRecorder, round: number): void {
  const due = recorder.ask((state) => {
    const every = state.newYearEvery ?? DEFAULT_NEW_YEAR_EVERY;
    return round > 1 && (round - 1) % every === 0 && (state.withdrawn?.length ?? 0) > 0;
  });
  if (!due) return;
  recorder.emit({ type: 'NEW_YEAR', round });
  const away = recorder.ask((state) => (state.withdrawn ?? []).map((w) => w.unit));
  for (const unit of away) {
    const home = recorder.ask((state) => homeFor(state, unit));
    if (home) recorder.emit({ type: 'UNIT_RETURNED', unit: { ...unit, at: home } });
  }
}

/** Where a returning unit stands: its owner's first Keep that is free, else the nearest free hex by one; null when none. */
function homeFor(state: GameState, unit: Unit): HexCoord | null {
  const owner = state.players.find((p) => p.id === unit.owner);
  if (!owner || owner.eliminated) return null;
  const keeps = Object.values(state.buildings)
    .filter((b) => b.type === 'keep' && b.owner === unit.owner)
    .map((b) => b.at)
    .sort((a, b) => a.row - b.row || a.col - b.col);
  const occupants = occupancy(state);
  const free = (index: number) => !occupants.has(index) && !cannotEnter(unit.type, terrainAt(state.map, hexAt(state.map, index)));
  for (const keep of keeps) if (free(hexIndex(state.map, keep))) return keep;
  for (const keep of keeps) {
    for (let d = 0; d < 6; d++) {
      const next = neighbourIndex(state.map, hexIndex(state.map, keep), d);
      if (next >= 0 && free(next)) return hexAt(state.map, next);
    }
  }
  return null;
}
