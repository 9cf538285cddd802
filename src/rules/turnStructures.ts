import { hotseat } from './hotseat.ts';
import type { TurnStructureId } from './ids.ts';
import type { TurnStructure } from './turnStructure.ts';
import type { GameState } from './types.ts';
import { week, weekAttacksMidweek } from './week/structure.ts';

/** The turn structure of a scenario that names none, and of every game file so far. */
export const DEFAULT_TURN_STRUCTURE: TurnStructureId = 'hotseat';

/** Every turn structure, by the id a scenario's `mode` names. */
export const TURN_STRUCTURES: Readonly<Record<TurnStructureId, TurnStructure>> = { hotseat, week, 'week-attacks-midweek': weekAttacksMidweek };

export function isTurnStructureId(mode: string): mode is TurnStructureId {
  return Object.hasOwn(TURN_STRUCTURES, mode);
}

/** How the state's turns go: its `mode`, hotseat when it has none. */
export function turnStructureOf(state: Pick<GameState, 'mode'>): TurnStructure {
  const mode = state.mode ?? DEFAULT_TURN_STRUCTURE;
  if (!isTurnStructureId(mode)) throw new Error(`there is no turn structure "${mode}"`);
  return TURN_STRUCTURES[mode];
}
