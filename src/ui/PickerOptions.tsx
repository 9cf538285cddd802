import { MAP_SIZES, mapSizeLabel } from '../mapgen/mapSizes.ts';
import { MAX_PLAYERS, MIN_PLAYERS, RACE_IDS, RACES } from '../rules/index.ts';

/** One <option> per race, for every race picker (new game, editor start slots, generator). */
export function RaceOptions() {
  return RACE_IDS.map((r) => (
    <option key={r} value={r}>
      {RACES[r].name}
    </option>
  ));
}

/** One <option> per allowed number of players, 2 to 8. */
export function PlayerCountOptions() {
  return Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => i + MIN_PLAYERS).map((n) => (
    <option key={n} value={n}>
      {n}
    </option>
  ));
}

/** One <option> per listed map size, "Small (16×12)" to "Giant (256×256)": the new-game screen and the editor offer the same. */
export function MapSizeOptions() {
  return MAP_SIZES.map((size) => (
    <option key={size.id} value={size.id}>
      {mapSizeLabel(size)}
    </option>
  ));
}
