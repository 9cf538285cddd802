import { activePlayer, goldAvailable, RACES, wealthOf } from '../../rules/index.ts';
import { useGameStore } from '../../state/useGame.ts';
import type { GameSession } from '../../state/session.ts';

export function TurnHeader({ session }: { session: GameSession }) {
  const store = useGameStore();
  const { state, colours } = session;
  const player = activePlayer(state);
  const campaign = state.campaign;
  return (
    <header className="turn-header">
      <div className="turn-header__who">
        <span className="swatch" style={{ background: colours[player.id] }} aria-hidden="true" />
        <h1>
          {player.name}'s turn{' '}
          <span className="muted">
            ({RACES[player.race].name}, round {state.round})
          </span>
        </h1>
      </div>
      <dl className="turn-header__gold">
        <dt>Gold</dt>
        <dd data-testid="gold">{player.gold}</dd>
        <dt>Available</dt>
        <dd data-testid="gold-available">{goldAvailable(state)}</dd>
        {campaign.kind === 'economics' && (
          <>
            <dt>Wealth</dt>
            <dd>
              {wealthOf(state, player.id)} / {campaign.wealthTarget}
              {campaign.turnLimit !== null && ` (rounds: ${campaign.turnLimit})`}
            </dd>
          </>
        )}
      </dl>
      <button type="button" className="primary" onClick={() => store.getState().endTurn()} aria-keyshortcuts="E">
        End turn
      </button>
    </header>
  );
}
