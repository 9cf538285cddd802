import type { EventRecorder } from '../recorder.ts';
import type { AttackOrder, Unit } from '../types.ts';
import { DuelError } from './duelError.ts';
import type { DuelPlay } from './play.ts';

/** Settles a duel on the board (fightDuel.ts). */
export type FightDuel = (recorder: EventRecorder, attack: AttackOrder, attacker: Unit, defender: Unit, plays: readonly DuelPlay[]) => void;

let fighter: FightDuel | null = null;

/**
 * The duel rules are fetched like the combat systems besides Karnage (combat/registry.ts): a first visit
 * never downloads the card engine. Node's entry points install it through combat/allSystems.ts.
 */
export function installDuelFighter(fight: FightDuel): void {
  fighter = fight;
}

export function duelFighter(): FightDuel {
  if (!fighter) throw new DuelError('the duel rules are not loaded yet');
  return fighter;
}

export const duelFighterInstalled = (): boolean => fighter !== null;
