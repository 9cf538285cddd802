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
