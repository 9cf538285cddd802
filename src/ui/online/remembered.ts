// What the Online screen keeps besides the player's outbox: the connection, for this tab only (sessionStorage, gone
// with the tab; Disconnect forgets it), so a reload rejoins without asking again — its password sealed (sealer.ts:
// the storage never holds it in the clear, and without a sealer nothing is kept); and, per game and user, the phase
// whose orders were last sent from this browser (localStorage), so a reload does not offer to plan them again.
import type { KeyValueStorage } from '../../io/autosave.ts';
import type { Sealer } from '../../io/sealer.ts';

const CONNECTION_KEY = 'karnage-online-screen:connection';

export interface KeptConnection {
  readonly server: string;
  readonly user: string;
  readonly password: string;
}

/** The connection as the tab keeps it: the password sealed. */
export interface SealedConnection {
  readonly server: string;
  readonly user: string;
  readonly sealed: string;
}

/** Keeps the connection for this tab, its password sealed (nothing when there is no sealer or the browser will not). */
export async function remember(tab: KeyValueStorage | null, sealer: Sealer | null, connection: KeptConnection): Promise<void> {
  if (!tab || !sealer) return;
  try {
    const { server, user, password } = connection;
    const kept: SealedConnection = { server, user, sealed: await sealer.seal(password) };
    tab.setItem(CONNECTION_KEY, JSON.stringify(kept));
  } catch {
    // A browser refusing storage or the seal: a reload asks again.
  }
}

/** The connection kept for this tab (its password still sealed), or null. */
export function recall(tab: KeyValueStorage | null): SealedConnection | null {
  try {
    const kept = JSON.parse(tab?.getItem(CONNECTION_KEY) ?? 'null') as Partial<SealedConnection> | null;
    const ok = typeof kept?.server === 'string' && typeof kept.user === 'string' && typeof kept.sealed === 'string';
    return ok ? (kept as SealedConnection) : null;
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
