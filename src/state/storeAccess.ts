// What the game store's actions reach: the data of every slice, read with `get` and changed with
// `set` (an immer recipe: one change of the store, however many slices it touches).
import type { Draft } from 'immer';
import type { RouteSlice } from './router.ts';
import type { SessionSlice } from './sessionSlice.ts';
import type { UiSlice } from './uiSlice.ts';

export interface GameStoreState extends SessionSlice, UiSlice, RouteSlice {}

export interface StoreAccess {
  readonly get: () => GameStoreState;
  readonly set: (recipe: (draft: Draft<GameStoreState>) => void) => void;
}
