import type { DiceSource } from './dice.ts';
import type { TurnStructureId } from './ids.ts';
import type { EventRecorder } from './recorder.ts';
import type { EndTurnOrder, GameState, Order, Player } from './types.ts';

/**
 * How a game's turns go; a scenario's `mode` picks one (turnStructures.ts, hotseat when it names none).
 * A structure alone decides who may give orders when, and what END_TURN sets off: whose planned orders
 * resolve, in what order, and who plays next. Everything else is shared by every structure: checking
 * an order against the board (validateOrder.ts), the three passes that resolve orders
 * (resolveOrders in resolveTurn.ts) and the steps of a turn (turnFlow.ts: a turn starting, players
 * knocked out, the campaign decided).
 *
 * - Hotseat (hotseat.ts): one turn each, in seat order. Only the active player plans; END_TURN resolves
 *   that player's orders in the order given, then the next player still in the game starts a turn.
 * - The simultaneous week (week/structure.ts, docs/rules.md "Simultaneous weeks"): every player plans
 *   alone against the board the week found, and the last plan sent resolves them all together: every
 *   move at once, then builds and recruits, then every fight.
 */
export interface TurnStructure {
  readonly id: TurnStructureId;
  /** Why this player may not give this order now (plan it, or end the turn), or null when they may. */
  cannotOrder(state: GameState, player: Player, order: Order): string | null;
  /** The game's first turn starting, once startGame has put the pieces out. */
  begin(recorder: EventRecorder): void;
  /**
   * An END_TURN that validateOrder accepted: resolves what is now due, rolling `dice`, and passes play
   * on. A DiceError (typed-in dice that do not fit) refuses the END_TURN, with nothing changed.
   */
  onEndTurn(recorder: EventRecorder, order: EndTurnOrder, dice: DiceSource): void;
}
