import { useMemo } from 'react';
import { playerName, type Names } from '../../rules/text/names.ts';
import type { TurnEvents as Turn } from '../../state/eventLog.ts';
import { reportTurns } from '../../state/selectors.ts';
import type { GameSession } from '../../state/session.ts';
import { useNames } from '../text/useNames.ts';
import { TurnEvents, tellsAnything } from './TurnEvents.tsx';

/**
 * What happened since the active player's last turn: each other player's turn in full (every fight with its
 * dice, every duel, then what moved, was built, recruited, captured and earned), then the start of this one.
 * A decided game tells the turn that decided it.
 */
export function TurnReport({ session }: { session: GameSession }) {
  const names = useNames(session);
  const { state } = session;
  const told = useReportedTurns(session);
  if (told.length === 0) return null;
  const decided = state.result !== null;
  if (decided) {
    const last = told[0];
    return (
      <section className="panel turn-report" aria-labelledby="report-title" data-testid="turn-report">
        <h2 id="report-title">Last turn{last && `: ${playerName(names, last.player)}, round ${last.round}`}</h2>
        {told.map((turn) => (
          <TurnEvents key={turn.turnNumber} events={turn.events} names={names} level={3} />
        ))}
      </section>
    );
  }
  return (
    <section className="panel turn-report" aria-labelledby="report-title" data-testid="turn-report">
      <h2 id="report-title">Since your last turn</h2>
      {told.map((turn) => (
        <div key={`${turn.turnNumber}-${turn.player}`} className="turn-report__turn" data-testid="report-turn">
          <h3>{turnTitle(turn, names, state.turnNumber)}</h3>
          <TurnEvents events={turn.events} names={names} level={4} />
        </div>
      ))}
    </section>
  );
}

/** The turns the report tells; none when there is no report to show. */
export function useReportedTurns(session: GameSession): readonly Turn[] {
  const { log, state, lastReport } = session;
  return useMemo(() => {
    const decided = state.result !== null;
    // The start of this turn is told only when it brought something (income, a rest).
    const told = reportTurns({ log, state, lastReport }).filter((turn) => decided || turn.turnNumber !== state.turnNumber || tellsAnything(turn.events));
    return !decided && told.every((turn) => turn.turnNumber === state.turnNumber) ? [] : told;
  }, [log, state, lastReport]);
}

/** "Bob, round 2"; "Start of Ann's turn" for the turn being played. */
function turnTitle(turn: Turn, names: Names, current: number): string {
  const name = playerName(names, turn.player);
  return turn.turnNumber === current ? `Start of ${name}'s turn, round ${turn.round}` : `${name}'s turn, round ${turn.round}`;
}
