// Two tabs of one browser share the autosave's one slot (./autosaveSubscriber.ts). When another tab writes it
// while a duel of this game is being fought (Champions), what this tab does, so that the duel is fought once:
// a stale tab never writes over a duel whose hands were shown (it follows the duel, or the turn the duel
// ended), and a tab in a duel writes it again over a stale tab's plan of the same turn. Otherwise only the
// notice that another tab saves here too. Fetched only when another tab saves.
import type { AutosaveRead } from '../io/readAutosave.ts';
import { scenarioToData } from '../io/scenarioFromData.ts';
import { normalizeOrder, type Order } from '../rules/index.ts';
import { playedOf, type GameSession } from './session.ts';

type Found = Extract<AutosaveRead, { kind: 'ok' }>;

/** Follow the other tab's game (reopened from the save), write this tab's duel again, or only note the save. */
export type OtherTabMove = 'follow' | 'reassert' | 'note';

/** The other tab's game against this one: another game (or an earlier point of it), this turn, or a later one. */
function relationOf(found: Found, session: GameSession): 'other' | 'same-turn' | 'later' {
  const theirs = playedOf(found.orders, found.state);
  const ours = session.played;
  if (found.seed !== session.seed || theirs.length < ours.length) return 'other';
  const text = (order: Order | undefined) => (order ? JSON.stringify(normalizeOrder(order)) : '');
  if (ours.some((order, i) => text(order) !== text(theirs[i]))) return 'other';
  if (JSON.stringify(scenarioToData(found.scenario)) !== JSON.stringify(scenarioToData(session.scenario))) return 'other';
  return theirs.length === ours.length ? 'same-turn' : 'later';
}

/** What to do about the save another tab made; `fighting`: this tab's duel has shown a hand. */
export function otherTabMove(found: Found, session: GameSession, fighting: boolean): OtherTabMove {
  const relation = relationOf(found, session);
  if (relation === 'same-turn' && found.duel.kind !== 'none') return 'follow';
  if (relation === 'later' && fighting) return 'follow';
  if (relation === 'same-turn' && fighting) return 'reassert';
  return 'note';
}
