import { useState } from 'react';
import { RACE_IDS, type RaceId } from '../../rules/index.ts';
import { blankDraft } from '../draft.ts';
import { clampSide, MAX_MAP_SIDE, MIN_MAP_SIDE } from '../edits/blankMap.ts';
import { generateDraft } from '../generateDraft.ts';
import { useEditorStore } from './useEditor.ts';
import { MAP_SIZES } from '../../mapgen/mapSizes.ts';
import { MapSizeOptions, PlayerCountOptions, RaceOptions } from '../../ui/PickerOptions.tsx';

const randomSeed = () => Math.floor(Math.random() * 1_000_000_000);

/** The race a newly added player starts with: the races in turn. */
function defaultRace(player: number): RaceId {
  const race = RACE_IDS[player % RACE_IDS.length];
  if (race === undefined) throw new RangeError(`no race for player ${player + 1}`);
  return race;
}

function SideInput({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  return (
    <label>
      {label}
      <input
        type="number"
        min={MIN_MAP_SIDE}
        max={MAX_MAP_SIDE}
        value={value}
        onChange={(e) => onChange(Number(e.target.value) | 0)}
        onBlur={() => onChange(clampSide(value))}
      />
    </label>
  );
}

/** The listed sizes (the new-game screen's too) fill in both sides; any other is typed in them. */
function SizeSelect({ width, height, onSize }: { width: number; height: number; onSize: (width: number, height: number) => void }) {
  const listed = MAP_SIZES.find((size) => size.width === width && size.height === height);
  return (
    <label>
      Size
      <select
        value={listed?.id ?? 'other'}
        onChange={(e) => {
          const size = MAP_SIZES.find((s) => s.id === e.target.value);
          if (size) onSize(size.width, size.height);
        }}
      >
        <MapSizeOptions />
        <option value="other">
          Other ({width}×{height})
        </option>
      </select>
    </label>
  );
}

/** New blank map, or a generated one (size, seed, players, races). */
export function MapPanel({ say }: { say: (message: string, bad?: boolean) => void }) {
  const editorStore = useEditorStore();
  // Sizes start at the draft's own, so "New blank map" after a reload keeps the size the maker chose.
  const [width, setWidth] = useState(() => editorStore.getState().draft.map.width);
  const [height, setHeight] = useState(() => editorStore.getState().draft.map.height);
  const [seed, setSeed] = useState(randomSeed);
  const [races, setRaces] = useState<RaceId[]>(['humans', 'orcs']);

  const generate = () => {
    const made = generateDraft({ width, height, seed, races });
    if ('error' in made) return say(`No map: ${made.error}`, true);
    editorStore.getState().replaceDraft(made);
    say(`Generated a ${made.map.width}×${made.map.height} map from seed ${seed}.`);
  };

  return (
    <section aria-labelledby="map-heading">
      <h2 id="map-heading">New map</h2>
      <SizeSelect
        width={width}
        height={height}
        onSize={(w, h) => {
          setWidth(w);
          setHeight(h);
        }}
      />
      <div className="editor-fields">
        <SideInput label="Width" value={width} onChange={setWidth} />
        <SideInput label="Height" value={height} onChange={setHeight} />
      </div>
      <button
        type="button"
        onClick={() => {
          const draft = blankDraft(clampSide(width), clampSide(height));
          editorStore.getState().replaceDraft(draft);
          say(`New ${draft.map.width}×${draft.map.height} map.`);
        }}
      >
        New blank map
      </button>
      <fieldset className="editor-generate">
        <legend>Generate</legend>
        <div className="editor-fields">
          <label>
            Seed
            <input type="number" value={seed} onChange={(e) => setSeed(Number(e.target.value) | 0)} />
          </label>
          <button type="button" onClick={() => setSeed(randomSeed())}>
            New seed
          </button>
        </div>
        <label>
          Players{' '}
          <select
            value={races.length}
            onChange={(e) => {
              const n = Number(e.target.value);
              setRaces((rs) => Array.from({ length: n }, (_, i) => rs[i] ?? defaultRace(i)));
            }}
          >
            <PlayerCountOptions />
          </select>
        </label>
        <ol className="editor-races">
          {races.map((race, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity: row i is always player i + 1
            <li key={i}>
              <label>
                <span className="sr-only">Race of generated player {i + 1}</span>
                <select value={race} onChange={(e) => setRaces((rs) => rs.map((r, j) => (j === i ? (e.target.value as RaceId) : r)))}>
                  <RaceOptions />
                </select>
              </label>
            </li>
          ))}
        </ol>
        <button type="button" className="primary" onClick={generate}>
          Generate
        </button>
      </fieldset>
    </section>
  );
}
