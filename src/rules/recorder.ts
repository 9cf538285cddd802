import { applyEvent } from './applyEvent.ts';
import type { GameEvent, GameState } from './types.ts';

/** Collects events while applying each at once, so later steps of a resolution see earlier ones. */
export class EventRecorder {
  readonly events: GameEvent[] = [];
  constructor(public state: GameState) {}

  emit(event: GameEvent): void {
    this.events.push(event);
    this.state = applyEvent(this.state, event);
  }
}
