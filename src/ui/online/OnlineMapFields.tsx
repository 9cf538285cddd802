// The New game form's map (a generated one, by size and seed, or an editor's map file) and its Champions box: what
// the game is played on, and whether each player's first unit is a hero.
import { useState } from 'react';
import { MAX_MAP_FILE_BYTES } from '../../io/loadMapFile.ts';
import { CHAMPIONS_TURN_BY_TURN } from '../../io/online/accounts/requests.ts';
import { FileTaker } from '../pbem/FileTaker.tsx';
import { ONLINE_MAP_SIZES, readOnlineMapFile, type NewGameDraft, type OnlineMapSize } from './newGameDraft.ts';

interface Props {
  readonly draft: NewGameDraft;
  readonly change: (c: Partial<NewGameDraft>) => void;
}

/** A generated map's size and seed. */
function GeneratedMap({ draft, change }: Props) {
  return (
    <div className="field-row">
      <label>
        Map size
        <select value={draft.size} onChange={(e) => change({ size: e.target.value as OnlineMapSize })}>
          {ONLINE_MAP_SIZES.map((s) => (
            <option key={s.id} value={s.id}>
              {s.width}×{s.height}
            </option>
          ))}
        </select>
      </label>
      <label>
        Map seed
        <input className="online-seed" inputMode="numeric" value={draft.seed} maxLength={10} onChange={(e) => change({ seed: e.target.value })} />
      </label>
    </div>
  );
}

export function OnlineMapFields({ draft, change }: Props) {
  // A file that cannot be played is said here, and the map chosen before stays.
  const [problem, setProblem] = useState<string | null>(null);
  const take = (text: string) => {
    const read = readOnlineMapFile(text);
    setProblem(read.ok ? null : read.reason);
    if (read.ok) change({ mapFile: read.file });
  };
  const file = draft.mapFile;
  return (
    <fieldset className="online-map">
      <legend>Map</legend>
      <label className="inline">
        <input type="radio" name="online-map" checked={draft.mapSource === 'generated'} onChange={() => change({ mapSource: 'generated' })} />A generated map
      </label>
      {draft.mapSource === 'generated' && <GeneratedMap draft={draft} change={change} />}
      <label className="inline">
        <input type="radio" name="online-map" checked={draft.mapSource === 'file'} onChange={() => change({ mapSource: 'file' })} />A map file from the editor
      </label>
      {draft.mapSource === 'file' && (
        <FileTaker
          label="Choose a map file…"
          testId="online-map-input"
          maxBytes={MAX_MAP_FILE_BYTES}
          onText={take}
          onRefused={setProblem}
          hint={file ? `${file.name}: ${file.map.width}×${file.map.height}, ${file.starts.length} starts` : 'or drop it here'}
        />
      )}
      {problem && (
        <p className="refusal" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** Champions: a hero for each player, turn by turn only (the box is off and says why with a week's schedule). */
export function ChampionsBox({ draft, change }: Props) {
  const unavailable = draft.schedule !== 'turn-by-turn';
  return (
    <label className="inline">
      <input
        type="checkbox"
        checked={draft.champions && !unavailable}
        disabled={unavailable}
        aria-describedby={unavailable ? 'online-champions-unavailable' : undefined}
        onChange={(e) => change({ champions: e.target.checked })}
      />
      <span>
        <strong>Champions</strong>: each player's first unit is its hero, and a hero attacking a hero next to it fights a duel with cards
        {unavailable && (
          <span className="muted" id="online-champions-unavailable">
            {' '}
            (not here: {CHAMPIONS_TURN_BY_TURN.replace(/^Champions is /, '')})
          </span>
        )}
      </span>
    </label>
  );
}
