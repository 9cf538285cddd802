import { DiceError } from '../dice.ts';

/** A duel that cannot be settled as played (none played, a round missing or refused): the END_TURN is refused, nothing changed. */
export class DuelError extends DiceError {}
