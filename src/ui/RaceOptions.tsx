import { RACE_IDS, RACES } from '../rules/index.ts';

/** One <option> per race, for every race picker (new game, editor start slots, generator). */
export function RaceOptions() {
  return RACE_IDS.map((r) => (
    <option key={r} value={r}>
      {RACES[r].name}
    </option>
  ));
}
