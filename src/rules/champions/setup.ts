import type { DuelSetup } from '../duel/types.ts';
import type { GameState, Unit } from '../types.ts';
import { HEROES } from './heroes.ts';

/** A duel on the map lasts this many rounds at most [house]: a skirmish between armies, not a fight to the death. */
export const DUEL_ROUNDS = 3;

/** The duel of two heroes as the board has them: their races' sheets at the vitality they have left. */
export function duelSetupOf(state: GameState, attacker: Unit, defender: Unit): DuelSetup {
  const sheet = (unit: Unit) => {
    const player = state.players.find((p) => p.id === unit.owner);
    const hero = HEROES[player?.race ?? 'humans'];
    // Named by their players: two players of one race have heroes of one sheet, and a duel tells its two apart.
    return { ...hero, name: `${player?.name ?? unit.owner}'s ${hero.name}`, vitality: unit.hero?.vitality ?? hero.vitality };
  };
  return { combatants: [sheet(attacker), sheet(defender)], maxRounds: DUEL_ROUNDS };
}
