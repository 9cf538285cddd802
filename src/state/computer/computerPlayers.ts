// The computers at a hotseat game's seats, subscribed to the game store as the autosave is (installed by
// ../gameApp.ts). When the board is a computer's, with nothing over it, its turn is planned (in a worker: the page
// stays responsive while the screen says it is thinking), then played through the store as a person's orders are,
// and ended: its fights play out on the board and its report shows, as anyone's. The curtain is taken down where
// no other person is to look away (./seats.ts). A reload mid-turn plans the same turn again, with the same seed.
import type { ComputerStrength, GameState, PlannableOrder, ScenarioPlayer } from '../../rules/index.ts';
import type { GameStore, GameStoreApi } from '../gameStore.ts';
import type { GameSession } from '../session.ts';
import type { StoreAccess } from '../storeAccess.ts';
import { boardFree } from '../turnEnd.ts';
import { planInWorker, type PlanComputerTurn } from './planInWorker.ts';
import { playComputerTurn } from './playComputerTurn.ts';
import { computerOnTurn, curtainWanted } from './seats.ts';

export interface ComputerPlayersOptions {
  /** How a turn is planned (tests: on the page); a worker by default. */
  readonly plan?: PlanComputerTurn;
  /** The thinking shows at least this long, so a quick plan is seen being made (tests: 0). */
  readonly minThinkingMs?: number;
}

export interface ComputerPlayers {
  /** Unsubscribes from the store; a plan still being made is dropped. */
  stop(): void;
  /**
   * While held (a replay open over the game, the editor or another page shown), computers wait: nothing moves
   * behind the person's back. A plan made meanwhile is played once let go.
   */
  hold(held: boolean): void;
}

/** How long a computer is seen thinking, at the least. */
export const MIN_THINKING_MS = 700;

/** The seed of a computer's choices this turn: the game's seed and the turn's number, as self-play seeds them. */
export const computerSeed = (session: GameSession): number => session.seed * 7919 + session.state.turnNumber;

/** The game on screen, if the board is a computer's with nothing over it: its turn is due. */
export function computerTurnDue(store: GameStore): GameSession | null {
  const { session, screen, replacing } = store;
  if (!session || screen !== 'game' || replacing) return null;
  return computerOnTurn(session) && boardFree(store) ? session : null;
}

/** A curtain up where nobody is to look away: a computer's turn, or the one person's. */
function needlessCurtain(store: GameStore): boolean {
  const { session, screen, ui } = store;
  return screen === 'game' && ui.curtain && !ui.duel && session !== null && !session.state.result && !curtainWanted(session);
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function installComputerPlayers(store: GameStoreApi, options: ComputerPlayersOptions = {}): ComputerPlayers {
  const { plan = planInWorker, minThinkingMs = MIN_THINKING_MS } = options;
  const api = { get: store.getState, set: store.setState } as unknown as StoreAccess;
  // The state whose turn is being planned, if one is; a plan made while held; the flags that keep a turn single.
  let thinkingOn: GameState | null = null;
  let ready: { readonly state: GameState; readonly orders: readonly PlannableOrder[] } | null = null;
  let playing = false;
  let held = false;
  let stopped = false;

  const play = (orders: readonly PlannableOrder[]): void => {
    // Playing changes the store, which calls check again: the turn being played is not planned a second time.
    playing = true;
    try {
      playComputerTurn(api, orders);
    } finally {
      playing = false;
    }
    // The store's calls while it played were let pass: the next seat may be a computer's, its turn due now.
    check();
  };

  const think = async (session: GameSession): Promise<void> => {
    const { state } = session;
    const strength = computerOnTurn(session)?.strength ?? 'normal';
    const began = Date.now();
    let orders: readonly PlannableOrder[] = [];
    try {
      orders = await plan(state, strength, computerSeed(session));
    } catch {
      // A planner that fails leaves the computer with nothing to do this turn: it ends its turn, the game goes on.
    }
    const wait = minThinkingMs - (Date.now() - began);
    if (wait > 0) await delay(wait);
    if (stopped || thinkingOn !== state) return;
    thinkingOn = null;
    ready = { state, orders };
    check();
  };

  function check(): void {
    if (held || playing || stopped) return;
    const current = store.getState();
    if (needlessCurtain(current)) {
      store.setState((d) => {
        d.ui.curtain = false;
      });
      return;
    }
    const session = computerTurnDue(current);
    if (!session || thinkingOn === session.state) return;
    const planned = ready?.state === session.state ? ready.orders : null;
    ready = null;
    // Its plan already made and kept (a reload while its duel was to be fought): the turn is ended with it.
    if (planned || session.state.pending.length > 0) {
      play(planned ?? []);
      return;
    }
    thinkingOn = session.state;
    void think(session);
  }

  const unsubscribe = store.subscribe(check);
  check();
  return {
    stop: () => {
      stopped = true;
      unsubscribe();
    },
    hold: (hold) => {
      if (held === hold) return;
      held = hold;
      check();
    },
  };
}

/**
 * The seat of the computer seen thinking now (its turn due, nothing over the board), for the screen; the scenario's
 * own player, so the same object while it thinks.
 */
export function computerThinking(store: GameStore): ThinkingSeat | null {
  const session = computerTurnDue(store);
  const active = session?.state.players[session.state.activePlayer];
  const seat = active && session.scenario.players.find((p) => p.id === active.id);
  return seat?.computer ? (seat as ThinkingSeat) : null;
}

/** A seat a computer plays. */
export type ThinkingSeat = ScenarioPlayer & { readonly computer: ComputerStrength };
