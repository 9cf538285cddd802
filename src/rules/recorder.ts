import { applyEventTo, type Scratch } from './applyEvent.ts';
import type { GameEvent, GameState } from './types.ts';

/**
 * Collects events while applying each at once, so later steps of a resolution see earlier ones.
 *
 * States it hands out never change. To keep a turn's many events cheap it edits the units and
 * buildings records it made itself in place (see Scratch); reading `state` hands the current state
 * out, and the next event that changes its records then copies them first. Steps of a resolution
 * that only look at the board use `ask`, which hands nothing out.
 */
export class EventRecorder {
  readonly events: GameEvent[] = [];
  #state: GameState;
  /** Records this recorder made and has not handed out: edited in place by the next events. */
  readonly #scratch: Scratch = new Set();

  constructor(state: GameState) {
    this.#state = state;
  }

  /** The state the events so far made, handed out: it stays as it is whatever is emitted later. */
  get state(): GameState {
    this.#scratch.clear();
    return this.#state;
  }

  /**
   * The answer to a question about the state as it stands now, which is lent for the question only:
   * the answer must not be, or hold, the state or its units or buildings records (a unit, a number or
   * a new list is fine), as the next event may edit those in place. Tests freeze every answer.
   */
  ask<T>(question: (state: GameState) => T): T {
    return question(this.#state);
  }

  emit(event: GameEvent): void {
    this.events.push(event);
    this.#state = applyEventTo(this.#state, event, this.#scratch);
  }
}
