// The hotseat game's store, made of slices: the session (./sessionSlice.ts: the game, changed only by
// the rules), what the screen shows around it (./uiSlice.ts) and which screen that is (./router.ts).
// The commands screens call (./playActions.ts, ./flowActions.ts) change them together. The store does
// no I/O: the autosave subscribes to it (./autosaveSubscriber.ts).
import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import { flowActions, type BuildScenario, type FlowActions } from './flowActions.ts';
import { playActions, type PlayActions } from './playActions.ts';
import { scenarioOfSetup } from './premadeMap.ts';
import { motionActions, NO_MOTION, type MotionActions, type MotionSlice } from './motion/motionSlice.ts';
import { INITIAL_ROUTE } from './router.ts';
import { NO_SESSION } from './sessionSlice.ts';
import type { GameStoreState } from './storeAccess.ts';
import { INITIAL_UI, uiActions, type UiActions } from './uiSlice.ts';

export type { LoadOutcome } from './flowActions.ts';
export type { GameStoreState } from './storeAccess.ts';

export type GameStore = GameStoreState & UiActions & PlayActions & FlowActions & MotionSlice & MotionActions;

export interface GameStoreOptions {
  /** How the setup screen's choices become a scenario (a generated or premade map). */
  readonly buildScenario?: BuildScenario;
}

/** A new store with no game; the app makes one at start-up, and each test its own. */
export function createGameStore({ buildScenario = scenarioOfSetup }: GameStoreOptions = {}) {
  return createStore<GameStore>()(
    immer((set, get) => {
      const api = { set, get };
      return {
        ...NO_SESSION,
        ...INITIAL_UI,
        ...INITIAL_ROUTE,
        ...NO_MOTION,
        ...uiActions(api),
        ...playActions(api),
        ...flowActions(api, buildScenario),
        ...motionActions(api),
      };
    }),
  );
}

export type GameStoreApi = ReturnType<typeof createGameStore>;
