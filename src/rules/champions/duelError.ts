import { DiceError } from '../dice.ts';
import type { GameState, HexCoord, Unit } from '../types.ts';

/** A duel that cannot be settled as played (none played, a round missing or refused): the END_TURN is refused, nothing changed. */
export class DuelError extends DiceError {}

/** Where a duel not yet fought to its end stands: the heroes and the map as the duel begins. */
export interface UnfinishedDuel {
  readonly target: HexCoord;
  readonly attacker: Unit;
  readonly defender: Unit;
  /** The map at the duel: after the fights of the turn before it. */
  readonly state: GameState;
}

/** A duel with no play, or one whose rounds stop before its end: a referee by e-mail deals its next round. */
export class DuelUnfinished extends DuelError {
  constructor(
    message: string,
    readonly duel: UnfinishedDuel,
  ) {
    super(message);
  }
}
