import { RACES, wealthOf } from '../../rules/index.ts';
import type { GameSession } from '../../state/session.ts';
import { useGame, useGameStore } from '../../state/useGame.ts';
import { FileMessageBanner, GameFileButtons } from '../files/GameFileButtons.tsx';
import { TurnReport } from '../panels/TurnReport.tsx';
import { describeResult } from '../../rules/text/describeEvent.ts';
import { useNames } from '../text/useNames.ts';

export default function VictoryScreen() {
  const session = useGame((s) => s.session);
  // The router shows this screen only for a game (src/state/router.ts).
  return session && <Victory session={session} />;
}

function Victory({ session }: { session: GameSession }) {
  const store = useGameStore();
  const names = useNames(session);
  const { state } = session;
  if (!state.result) return null;
  return (
    <main className="centred victory">
      <h1 className="title">{describeResult(state.result, names)}</h1>
      <table className="standings">
        <caption>After round {state.round}</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Race</th>
            <th scope="col">Gold</th>
            <th scope="col">Wealth</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {state.players.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                <span className="swatch" style={{ background: session.colours[p.id] }} aria-hidden="true" /> {p.name}
              </th>
              <td>{RACES[p.race].name}</td>
              <td>{p.gold}</td>
              <td>{wealthOf(state, p.id)}</td>
              <td>{p.eliminated ? 'out' : 'standing'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TurnReport session={session} />
      {/* The finished game is kept only in memory now (a decided game is not autosaved): offer the file and its replay. */}
      <GameFileButtons inGame />
      <FileMessageBanner />
      <button type="button" className="primary big" onClick={() => store.getState().leaveGame()}>
        New game
      </button>
    </main>
  );
}
