// What the Online screen keeps besides the player's outbox: the connection, for this tab only (sessionStorage, gone
// with the tab; Disconnect forgets it), so a reload rejoins without asking again; and, per game and user, the phase
// whose orders were last sent from this browser (localStorage), so a reload does not offer to plan them again.
import type { KeyValueStorage } from '../../io/autosave.ts';

const CONNECTION_KEY = 'karnage-online-screen:connection';

export interface KeptConnection {
  readonly server: string;
  readonly user: string;
  readonly password: string;
}

/** Keeps the connection for this tab (nothing when the browser will not). */
export function remember(tab: KeyValueStorage | null, connection: KeptConnection): void {
  try {
    tab?.setItem(CONNECTION_KEY, JSON.stringify(connection));
  } catch {
    // A browser refusing storage: a reload asks again.
  }
}

/** The connection kept for this tab, or null. */
export function recall(tab: KeyValueStorage | null): KeptConnection | null {
  try {
    const kept = JSON.parse(tab?.getItem(CONNECTION_KEY) ?? 'null') as Partial<KeptConnection> | null;
    const ok = typeof kept?.server === 'string' && typeof kept.user === 'string' && typeof kept.password === 'string';
    return ok ? (kept as KeptConnection) : null;
  } catch {
    return null;
  }
}

export function forget(tab: KeyValueStorage | null): void {
  try {
    tab?.removeItem(CONNECTION_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Where the phase of `game` whose orders `user` last sent is kept. */
export const sentKey = (game: string, user: string): string => `karnage-online-screen:${game}:${user}:orders-sent`;
