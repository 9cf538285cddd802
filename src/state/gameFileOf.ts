import { recordGame } from '../io/saveGameRecord.ts';
import { ordersOf, type GameSession } from './session.ts';

/** "ann-vs-bob-round-3": letters, digits and dashes from the players' names and the round. */
export function gameFileStem(session: GameSession): string {
  const names = session.scenario.players.map((p) => p.name).join('-vs-');
  const stem = `${names}-round-${session.state.round}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return stem || 'game';
}

/** The complete record of the game (every turn's hash included), as the text of a `.karnage.json` file. */
export function gameFileOf(session: GameSession): { readonly name: string; readonly text: string } | { readonly error: string } {
  const made = recordGame(session.scenario, session.seed, ordersOf(session));
  if ('error' in made) return { error: made.error };
  return { name: `${gameFileStem(session)}.karnage.json`, text: `${JSON.stringify(made.record, null, 1)}\n` };
}

/** What the replay of the open game is called: "the game in progress", or "the finished game of Joe and Kim" once decided. */
export function openGameTitle(session: GameSession): string {
  if (!session.state.result) return 'the game in progress';
  const names = session.scenario.players.map((p) => p.name);
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `the finished game of ${listed}`;
}
