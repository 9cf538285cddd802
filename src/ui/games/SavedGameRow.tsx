// One row of the saved-games list: the game's name, round, players and when it was last played, and what can be
// done with it (open, rename, export, delete: a delete is asked once more). A record that cannot be read is a row
// of its own, which can only be deleted.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MAX_NAME_LENGTH } from '../../io/displayName.ts';
import { namesText } from '../../state/replacing.ts';
import type { BrokenSavedGame, SavedGameSummary } from '../../state/savedGames.ts';

/** What a row asks the list to do; each answers whether it was done (the list says why not). */
export interface RowActions {
  open(id: string): void;
  rename(id: string, name: string): Promise<boolean>;
  exportFile(id: string): void;
  remove(key: unknown, name: string): void;
}

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function RenameForm({ game, actions, onDone }: { game: SavedGameSummary; actions: RowActions; onDone: () => void }) {
  const [name, setName] = useState(game.name);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await actions.rename(game.id, name)) onDone();
  };
  return (
    <form className="saved-games__rename" onSubmit={(event) => void submit(event)}>
      <label>
        <span className="sr-only">New name for {game.name}</span>
        <input value={name} maxLength={MAX_NAME_LENGTH * 2} onChange={(event) => setName(event.target.value)} ref={input} />
      </label>
      <button type="submit">Save name</button>
      <button type="button" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}

export function SavedGameRow({ game, actions }: { game: SavedGameSummary; actions: RowActions }) {
  const [mode, setMode] = useState<'idle' | 'rename' | 'delete'>('idle');
  const idle = () => setMode('idle');
  return (
    <tr data-testid="saved-game">
      <th scope="row">{mode === 'rename' ? <RenameForm game={game} actions={actions} onDone={idle} /> : game.name}</th>
      <td className="number">{game.round}</td>
      <td>{namesText(game.players)}</td>
      <td>
        <time dateTime={new Date(game.lastPlayed).toISOString()}>{WHEN.format(game.lastPlayed)}</time>
      </td>
      <td>
        <div className="saved-games__actions">
          {mode === 'delete' ? (
            <>
              <button type="button" className="primary" onClick={() => actions.remove(game.id, game.name)}>
                Delete {game.name} for good
              </button>
              <button type="button" onClick={idle}>
                Cancel
              </button>
            </>
          ) : (
            <>
              <button type="button" className="primary" aria-label={`Open ${game.name}`} onClick={() => actions.open(game.id)}>
                Open
              </button>
              <button type="button" aria-label={`Rename ${game.name}`} onClick={() => setMode('rename')} disabled={mode === 'rename'}>
                Rename
              </button>
              <button type="button" aria-label={`Export ${game.name}`} onClick={() => actions.exportFile(game.id)}>
                Export
              </button>
              <button type="button" aria-label={`Delete ${game.name}`} onClick={() => setMode('delete')}>
                Delete
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}

export function BrokenRow({ broken, index, actions }: { broken: BrokenSavedGame; index: number; actions: RowActions }) {
  return (
    <tr data-testid="broken-saved-game">
      <td colSpan={4} className="saved-games__broken">
        {broken.message}
      </td>
      <td>
        <button type="button" aria-label={`Delete unreadable record ${index + 1}`} onClick={() => actions.remove(broken.key, `unreadable record ${index + 1}`)}>
          Delete
        </button>
      </td>
    </tr>
  );
}
