import { applyEventTo, type Scratch } from './applyEvent.ts';
import type { GameEvent, GameState } from './types.ts';

/** Collects events while applying each at once, so later steps of a resolution see earlier ones. */
export class EventRecorder {
  readonly events: GameEvent[] = [];
  /** Records this recorder made: edited in place until its final state is handed out (see Scratch). */
  readonly #scratch: Scratch = new Set();
  constructor(public state: GameState) {}

  emit(event: GameEvent): void {
    this.events.push(event);
    this.state = applyEventTo(this.state, event, this.#scratch);
  }
}
