import type { PlayerId, Scenario } from '../rules/index.ts';
import { PLAYER_COLOURS } from './palette.ts';

/** Each player's colour: the scenario's, else the palette's in turn order. */
export function coloursOf(scenario: Scenario): Record<PlayerId, string> {
  const colours: Record<PlayerId, string> = {};
  scenario.players.forEach((p, i) => {
    colours[p.id] = p.colour ?? PLAYER_COLOURS[i % PLAYER_COLOURS.length] ?? PLAYER_COLOURS[0];
  });
  return colours;
}
