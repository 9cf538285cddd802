// A newcomer's first turn, step by step: select a unit, move it, attack, end the turn. Each step is done by
// doing it on the board; the tour only watches the game. Pure, so what it asks next is tested without a page.
import { activePlayer, unitAt, type GameState, type HexCoord } from '../../rules/index.ts';

export type TourStep = 'select' | 'move' | 'attack' | 'end';

export const TOUR_STEPS: readonly TourStep[] = ['select', 'move', 'attack', 'end'];

/** What each step asks, in the player's words. */
export const TOUR_TEXT: Readonly<Record<TourStep, { readonly title: string; readonly text: string }>> = {
  select: { title: 'Select a unit', text: 'Click one of your units (or move the cursor with the arrows and press Enter). Its card shows its dice and move.' },
  move: {
    title: 'Move it',
    text: 'The hexes it can reach light up: click one to plan the move. Nothing happens until you end the turn; any order can be taken back.',
  },
  attack: {
    title: 'Attack',
    text: 'With a unit next to an enemy, click the enemy: the odds show before you decide. Higher total wins, a tie goes to the defender.',
  },
  end: {
    title: 'End your turn',
    text: 'Press End turn (or E): your orders are carried out, moves first, then builds, then fights, and the next player takes the screen.',
  },
};

/** The step the player is on: the first not yet done, given the plan, the selection and whether they skipped the attack. */
export function tourStep(state: GameState, selected: HexCoord | null, attackSkipped: boolean): TourStep {
  const orders = state.pending.map((p) => p.order.type);
  const selectedOwn = selected !== null && unitAt(state, selected)?.owner === activePlayer(state).id;
  if (!selectedOwn && orders.length === 0) return 'select';
  if (!orders.includes('MOVE') && !orders.includes('ATTACK')) return 'move';
  if (!orders.includes('ATTACK') && !attackSkipped) return 'attack';
  return 'end';
}
