// A saved game read back (the autosave's, or one kept in Saved games: both are the same text, read by
// src/io/readAutosave.ts) made a session again: its log rebuilt, at the duels it was fighting, if any.
import type { AutosaveRead } from '../io/readAutosave.ts';
import type { ReopenedDuel } from './duelResume.ts';
import type { GameSession } from './session.ts';
import { sessionFromReplay } from './sessionFromReplay.ts';

export type FoundGame = Extract<AutosaveRead, { kind: 'ok' }>;

const NO_DUEL: ReopenedDuel = { duel: null, notice: null };

/** The session of a saved game, and its duels (the card engine is fetched only for a game that has one). */
export async function reopenFound(found: FoundGame): Promise<ReopenedDuel & { readonly session: GameSession }> {
  const session = sessionFromReplay(found.scenario, found.seed, found.orders, found.state, found.steps);
  const { duel, notice } =
    found.duel.kind === 'none' ? NO_DUEL : (await import('./duelResume.ts')).reopenDuel(session.state, found.duel, session.scenario.players);
  return { session, duel, notice };
}
