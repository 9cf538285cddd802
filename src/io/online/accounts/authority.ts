// Who the message server trusts, by the server's own decentralized JWT authentication (docs/online.md, "Accounts"):
// an operator signs the game's account, the account signs each user's JWT with that user's permissions. The server
// keeps only the operator's and the accounts' JWTs (no user, no password in its config), so users sign up and
// join games with no restart: the account service issues a new JWT and the client reconnects with it.
import { createAccount, createOperator, encodeAccount, encodeOperator, encodeUser, fromSeed, type KeyPair } from '@nats-io/jwt';

/** The seeds of the operator and the two accounts: the secret `npm run server` keeps (mode 0600), never the server. */
export interface AuthoritySeeds {
  readonly format: 'karnage-online-authority';
  readonly version: 1;
  readonly operator: string;
  readonly system: string;
  readonly players: string;
}

export interface UserGrant {
  readonly name: string;
  readonly publish: readonly string[];
  readonly subscribe: readonly string[];
  /** Seconds since the epoch after which the server refuses the JWT; none for a service's own. */
  readonly expires?: number;
  /** A bearer JWT needs no key to go with it: only for the guest, whose permissions are public anyway. */
  readonly bearer?: boolean;
}

const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
const seedOf = (kp: KeyPair): string => text(kp.getSeed());

export function newAuthority(): AuthoritySeeds {
  return {
    format: 'karnage-online-authority',
    version: 1,
    operator: seedOf(createOperator()),
    system: seedOf(createAccount()),
    players: seedOf(createAccount()),
  };
}

const pair = (seed: string): KeyPair => fromSeed(new TextEncoder().encode(seed));

/** A JWT's limits default to none allowed: the account's are lifted, and JetStream's, where the streams' own limits
 * bound what is kept. */
const ACCOUNT_LIMITS = {
  conn: -1,
  subs: -1,
  data: -1,
  payload: -1,
  imports: -1,
  exports: -1,
  leaf: -1,
  wildcards: true,
};
const JETSTREAM_LIMITS = {
  mem_storage: -1,
  disk_storage: -1,
  streams: -1,
  consumer: -1,
};
/** A user's own: what the account allows. */
const USER_LIMITS = { subs: -1, data: -1, payload: -1 };

/** The part of nats-server's configuration that makes it trust this authority (operator mode, memory resolver). */
export async function trustConfig(seeds: AuthoritySeeds): Promise<string> {
  const operator = pair(seeds.operator);
  const system = pair(seeds.system);
  const players = pair(seeds.players);
  const operatorJwt = await encodeOperator('karnage', operator, { system_account: system.getPublicKey() });
  const systemJwt = await encodeAccount('SYS', system, { limits: ACCOUNT_LIMITS }, { signer: operator });
  const playersJwt = await encodeAccount('KARNAGE', players, { limits: { ...ACCOUNT_LIMITS, ...JETSTREAM_LIMITS } }, { signer: operator });
  return [
    `operator: ${JSON.stringify(operatorJwt)}`,
    `system_account: ${JSON.stringify(system.getPublicKey())}`,
    'resolver: MEMORY',
    'resolver_preload: {',
    `  ${JSON.stringify(system.getPublicKey())}: ${JSON.stringify(systemJwt)}`,
    `  ${JSON.stringify(players.getPublicKey())}: ${JSON.stringify(playersJwt)}`,
    '}',
  ].join('\n');
}

/** A user JWT of the players' account for the holder of `userPublicKey` (an nkey user key), with `grant`'s rights. */
export async function userJwt(seeds: AuthoritySeeds, userPublicKey: string, grant: UserGrant): Promise<string> {
  return encodeUser(
    grant.name,
    userPublicKey,
    pair(seeds.players),
    {
      ...USER_LIMITS,
      pub: { allow: [...grant.publish] },
      sub: { allow: [...grant.subscribe] },
      ...(grant.bearer ? { bearer_token: true } : {}),
    },
    grant.expires === undefined ? {} : { exp: grant.expires },
  );
}

/** An authority file read back: its seeds, or why it is not one. */
export function readAuthority(value: unknown): AuthoritySeeds | string {
  const seeds = value as Partial<AuthoritySeeds> | null;
  if (typeof seeds !== 'object' || seeds === null || seeds.format !== 'karnage-online-authority' || seeds.version !== 1) return 'not a Karnage authority file';
  for (const [field, prefix] of [
    ['operator', 'SO'],
    ['system', 'SA'],
    ['players', 'SA'],
  ] as const) {
    const seed = seeds[field];
    if (typeof seed !== 'string' || !seed.startsWith(prefix)) return `its ${field} seed is not one`;
    try {
      pair(seed);
    } catch {
      return `its ${field} seed is not one`;
    }
  }
  return seeds as AuthoritySeeds;
}
