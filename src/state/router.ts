// Which page the app shows, decided here and nowhere else, from three things: the address (the game;
// the map editor, `?screen=editor`; play by e-mail, `?screen=pbem`; online, `?screen=online`; the board benchmark, `?bench=board`),
// a replay open over the game, and the game's own screen (setup, a saved game to resume, the saved-games list, the
// board or its hand-off curtain, the duels of Champions, victory), which the game store keeps in this slice. The app
// renders pageOf(…), and over it the question before a game in progress is replaced (./replacing.ts).
import type { Draft } from 'immer';
import type { PremadeMap } from './premadeMap.ts';
import type { PendingReplace } from './replacing.ts';
import type { GameSession } from './session.ts';

/** The game's own screen. */
export type Screen = 'setup' | 'resume' | 'games' | 'game' | 'victory';

/** A game to continue (saved, or left for the editor), offered before it could be replaced. */
export interface ResumeOffer {
  readonly names: readonly string[];
  readonly round: number;
}

export interface RouteSlice {
  readonly screen: Screen;
  readonly resumeOffer: ResumeOffer | null;
  /** A map from the editor that the setup screen offers to play on. */
  readonly premadeMap: PremadeMap | null;
  /** A game, or a map, that would replace the game in progress: asked about first. */
  readonly replacing: PendingReplace | null;
  /** Said on the setup screen: where the game just left was kept. */
  readonly menuNotice: string | null;
}

export const INITIAL_ROUTE: RouteSlice = { screen: 'setup', resumeOffer: null, premadeMap: null, replacing: null, menuNotice: null };

/** The board, or the victory screen for a decided game. */
export function showSession(draft: Draft<RouteSlice>, session: GameSession): void {
  draft.screen = session.state.result ? 'victory' : 'game';
  draft.resumeOffer = null;
}

export function showSetup(draft: Draft<RouteSlice>): void {
  draft.screen = 'setup';
  draft.resumeOffer = null;
}

/** The saved-games list, or (false) back to the setup screen. */
export function showGames(draft: Draft<RouteSlice>, show: boolean): void {
  draft.screen = show ? 'games' : 'setup';
  draft.resumeOffer = null;
}

// The address: kept in the URL so a reload returns to the same page and Back leaves the editor.

export type AddressRoute = 'game' | 'editor' | 'pbem' | 'online' | 'bench';

export function addressRouteOf(search: string): AddressRoute {
  const params = new URLSearchParams(search);
  if (params.get('bench') === 'board') return 'bench';
  const screen = params.get('screen');
  return screen === 'editor' || screen === 'pbem' || screen === 'online' ? screen : 'game';
}

export function currentAddressRoute(): AddressRoute {
  return addressRouteOf(window.location.search);
}

const addressListeners = new Set<() => void>();

/** Calls `listener` when the address changes (goTo, browser Back and Forward); answers how to stop. */
export function subscribeAddress(listener: () => void): () => void {
  addressListeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    addressListeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** To the game, the map editor, play by e-mail or online, as a new entry of the browser's history. */
export function goTo(route: 'game' | 'editor' | 'pbem' | 'online'): void {
  if (route === currentAddressRoute()) return;
  const url = new URL(window.location.href);
  if (route === 'game') url.searchParams.delete('screen');
  else url.searchParams.set('screen', route);
  window.history.pushState(null, '', url);
  for (const listener of addressListeners) listener();
}

// The page.

export type Page = 'bench' | 'editor' | 'pbem' | 'online' | 'replay' | 'setup' | 'resume' | 'games' | 'curtain' | 'duel' | 'game' | 'victory';

export interface PageInputs {
  readonly address: AddressRoute;
  /** A replay is open: it shows over the game, which waits untouched behind it. */
  readonly replaying: boolean;
  readonly screen: Screen;
  readonly hasSession: boolean;
  readonly curtain: boolean;
  /** Champions: the plan's duels are being played (the duel screen replaces the board). */
  readonly dueling?: boolean;
}

export function pageOf({ address, replaying, screen, hasSession, curtain, dueling = false }: PageInputs): Page {
  if (address !== 'game') return address;
  if (replaying) return 'replay';
  // The board and the victory screen show a game: without one there is only the setup screen.
  if ((screen === 'game' || screen === 'victory') && !hasSession) return 'setup';
  // The curtain replaces the board: nothing of the game is rendered behind it.
  if (screen === 'game' && curtain) return 'curtain';
  // So does the duel screen: the players' hands are hidden from each other, the board from both.
  if (screen === 'game' && dueling) return 'duel';
  return screen;
}
