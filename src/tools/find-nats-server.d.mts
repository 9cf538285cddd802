/** Path of a runnable nats-server (KARNAGE_NATS_SERVER first, then well-known paths), or null. */
export function findNatsServer(): string | null;
