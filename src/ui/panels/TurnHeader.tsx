import { useRef, useState } from 'react';
import { activePlayer, goldAvailable, nextNewYear, wealthOf, type GameState, type PlayerId } from '../../rules/index.ts';
import { TurnWho } from './TurnWho.tsx';
import { combatSystemText } from '../setup/combatSystemText.ts';
import { regroupText } from '../text/men.ts';
import { idleUnits } from '../../state/idleUnits.ts';
import { questionShown, resultsShown } from '../../state/turnEnd.ts';
import { useGame, useGameStore } from '../../state/useGame.ts';
import type { GameSession } from '../../state/session.ts';
import { HelpButton } from '../help/HelpButton.tsx';
import { MotionSpeedSelect } from '../motion/MotionSpeedSelect.tsx';
import { SoundToggle } from '../sound/SoundToggle.tsx';
import { IdleQuestion, TurnResults } from './EndTurnDialogs.tsx';
import { UnitList } from './UnitList.tsx';
import { WealthBoard } from './WealthBoard.tsx';

/**
 * Whose turn it is, their gold, their units (a list that opens under the header) and End turn, with what
 * ending the turn may show over the screen: the question about idle units, then the turn's results.
 */
export function TurnHeader({ session }: { session: GameSession }) {
  const store = useGameStore();
  const question = useGame(questionShown);
  const results = useGame(resultsShown);
  const selected = useGame((s) => s.ui.selected);
  const [unitsOpen, setUnitsOpen] = useState(false);
  const unitsToggle = useRef<HTMLButtonElement>(null);
  const closeUnits = () => {
    setUnitsOpen(false);
    unitsToggle.current?.focus();
  };
  const { state, colours } = session;
  const player = activePlayer(state);
  const campaign = state.campaign;
  const regroup = regroupText(state);
  const idle = idleUnits(state).length;
  return (
    <header className="turn-header">
      <TurnWho player={player} colour={colours[player.id]} round={state.round}>
        {regroup && (
          <p className="turn-header__regroup" data-testid="regroup">
            {regroup}
          </p>
        )}
      </TurnWho>
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
            <dd>
              <WealthBoard state={state} target={campaign.wealthTarget} />
            </dd>
          </>
        )}
        {combatSystemText(state.combatSystem)?.newYear && <NewYear state={state} player={player.id} />}
      </dl>
      <button
        type="button"
        className="turn-header__units"
        ref={unitsToggle}
        aria-expanded={unitsOpen}
        aria-controls="unit-list"
        onClick={() => setUnitsOpen((open) => !open)}
        data-testid="units-toggle"
      >
        Units <span className={idle > 0 ? 'idle-count idle-count--some' : 'idle-count'}>{idle > 0 ? `${idle} idle` : 'all ordered'}</span>
      </button>
      <HelpButton />
      <SoundToggle />
      <MotionSpeedSelect />
      <button type="button" className="primary" onClick={() => store.getState().endTurn()} aria-keyshortcuts="E">
        End turn
      </button>
      {unitsOpen && <UnitList state={state} selected={selected} onClose={closeUnits} />}
      {question && <IdleQuestion state={state} idle={question.idle} />}
      {results && <TurnResults session={session} report={results} />}
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
