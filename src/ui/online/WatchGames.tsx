// The games the user may watch (their makers allow it) and does not play in: each with its map and a Watch
// button; the games already watched open from here too.
import { online, useOnline } from './browserOnline.ts';
import { openGameLine } from './OpenGameRow.tsx';

export function WatchGames() {
  const watchable = useOnline((s) => s.watchable);
  const watching = useOnline((s) => s.watching);
  const busy = useOnline((s) => s.busy);
  if (watchable.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="watch-title">
      <h2 id="watch-title">Games to watch</h2>
      <ul className="online-games" data-testid="watchable-games">
        {watchable.map((game) => (
          <li key={game.id} className="online-game" data-game={game.id}>
            <div>
              <h3>{game.name}</h3>
              <p className="muted">{openGameLine(game)}</p>
            </div>
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => (watching.includes(game.id) ? online().openGame(game.id) : void online().watch(game.id))}
            >
              Watch<span className="sr-only"> {game.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
