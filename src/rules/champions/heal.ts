import type { EventRecorder } from '../recorder.ts';
import { unitsOf } from '../stateQueries.ts';
import type { Player } from '../types.ts';
import { HEROES, HERO_HEALS_PER_TURN } from './heroes.ts';

/** A player's wounded heroes get their breath back at the start of the player's turn [house]: +1 vitality, up to full. */
export function healHeroes(recorder: EventRecorder, player: Player): void {
  const full = HEROES[player.race].vitality;
  const wounded = recorder.ask((state) => unitsOf(state, player.id).filter((u) => u.hero && u.hero.vitality < full));
  for (const unit of wounded) {
    recorder.emit({ type: 'HERO_VITALITY', unit: unit.id, vitality: Math.min(full, (unit.hero?.vitality ?? full) + HERO_HEALS_PER_TURN) });
  }
}
