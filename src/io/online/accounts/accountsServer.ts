// The message server for accounts (docs/online.md, "Accounts"): its configuration trusts the authority's operator
// and lists no user at all; the services get credentials of their own, and browsers a public guest JWT that may only
// ask to sign up or in.
import { fmtCreds } from '@nats-io/jwt';
import { createUser } from '@nats-io/nkeys';
import { clusterLines, type ServerPlaces } from '../serverConfig.ts';
import { serviceRights } from '../permissions.ts';
import { type AuthoritySeeds, trustConfig, userJwt } from './authority.ts';
import { ACCOUNT_SUBJECTS, GUEST_INBOX, MAX_CONTROL_LINE } from './requests.ts';

const q = (text: string): string => JSON.stringify(text);

/** The nats-server configuration: JetStream, the WebSocket listener, and trust in the authority. */
export async function accountsServerConfig(seeds: AuthoritySeeds, places: ServerPlaces): Promise<string> {
  return [
    `listen: ${q(`${places.host}:${places.port}`)}`,
    `jetstream { store_dir: ${q(places.storeDir)} }`,
    `websocket { listen: ${q(`${places.host}:${places.websocketPort}`)}, no_tls: true }`,
    'max_payload: 4MB',
    // A JWT carries its player's rights, about 1 KB a game; the default line of 4 KB holds three.
    `max_control_line: ${MAX_CONTROL_LINE}`,
    ...clusterLines(places.cluster),
    await trustConfig(seeds),
    '',
  ].join('\n');
}

/** A service's credentials file (the referee's, the account service's): a JWT with every right, and its seed. */
export async function serviceCreds(seeds: AuthoritySeeds, name: string): Promise<string> {
  const key = createUser();
  const jwt = await userJwt(seeds, key.getPublicKey(), { name, ...serviceRights() });
  return new TextDecoder().decode(fmtCreds(jwt, key));
}

/** The guest's bearer JWT: public (it goes in the site's links), since all it may do is ask to sign up or in. */
export async function guestJwt(seeds: AuthoritySeeds): Promise<string> {
  const key = createUser();
  return userJwt(seeds, key.getPublicKey(), { name: 'guest', publish: [...ACCOUNT_SUBJECTS.guest], subscribe: [`${GUEST_INBOX}.>`], bearer: true });
}
