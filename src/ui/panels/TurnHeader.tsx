import { activePlayer, goldAvailable, nextNewYear, RACES, wealthOf, type GameState, type PlayerId } from '../../rules/index.ts';
import { combatSystemText } from '../setup/combatSystemText.ts';
import { regroupText } from '../text/men.ts';
import { useGameStore } from '../../state/useGame.ts';
import type { GameSession } from '../../state/session.ts';

export function TurnHeader({ session }: { session: GameSession }) {
  const store = useGameStore();
  const { state, colours } = session;
  const player = activePlayer(state);
  const campaign = state.campaign;
  const regroup = regroupText(state);
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
        {regroup && (
          <p className="turn-header__regroup" data-testid="regroup">
            {regroup}
          </p>
        )}
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
        {combatSystemText(state.combatSystem)?.newYear && <NewYear state={state} player={player.id} />}
      </dl>
      <button type="button" className="primary" onClick={() => store.getState().endTurn()} aria-keyshortcuts="E">
        End turn
      </button>
    </header>
  );
}

/** When the next New Year comes, and how many of the player's units wait for it off the board. */
function NewYear({ state, player }: { state: GameState; player: PlayerId }) {
  const next = nextNewYear(state);
  const away = (state.withdrawn ?? []).filter((w) => w.unit.owner === player).length;
  return (
    <>
      <dt>New Year</dt>
      <dd data-testid="new-year">round {next}</dd>
      {away > 0 && (
        <>
          <dt>Sent home</dt>
          <dd data-testid="away">
            {away} {away === 1 ? 'unit' : 'units'}
          </dd>
        </>
      )}
    </>
  );
}
