import { useMemo } from 'react';
import type { GameSession } from '../../state/session.ts';
import type { Names } from '../../rules/text/names.ts';

export function useNames(session: GameSession): Names {
  const { scenario, knownUnits } = session;
  return useMemo(() => ({ players: Object.fromEntries(scenario.players.map((p) => [p.id, p.name])), units: knownUnits }), [scenario, knownUnits]);
}
