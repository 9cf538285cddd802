import { exportPublicKey, generateKeyPair } from '../../src/io/pbem/keys.ts';
import { createCampaign, type Signer } from '../../src/io/pbem/campaign/referee.ts';
import type { Schedule } from '../../src/io/pbem/campaign/documents.ts';
import type { Campaign } from '../../src/io/pbem/campaign/stage.ts';
import type { Scenario } from '../../src/rules/index.ts';
import { scenario, type UnitSpec } from '../rules/helpers.ts';

// Campaigns by e-mail for tests: real Ed25519 keys for a referee and each player, a small board.

export interface Participants {
  readonly referee: Signer & { readonly publicKey: string };
  readonly players: Readonly<Record<string, Signer & { readonly publicKey: string }>>;
}

export async function participant(id: string): Promise<Signer & { publicKey: string }> {
  const pair = await generateKeyPair();
  return { id, privateKey: pair.privateKey, publicKey: await exportPublicKey(pair.publicKey) };
}

const NAMES = ['ann', 'bob', 'cara', 'dan'];

/** Two armies (or three, or four) face to face on an 8×3 board of grassland, each with a Keep. */
export function smallWar(players: number): Scenario {
  const units: UnitSpec[] = [
    ['a1', 'ann', 'footmen', 1, 0],
    ['a2', 'ann', 'footmen', 0, 2],
    ['b1', 'bob', 'grunts', 2, 0],
    ['b2', 'bob', 'grunts', 6, 2],
    ['c1', 'cara', 'wardens', 3, 0],
    ['c2', 'cara', 'wardens', 7, 1],
    ['d1', 'dan', 'axemen', 5, 0],
    ['d2', 'dan', 'axemen', 4, 2],
  ];
  const ids = NAMES.slice(0, players);
  const races = (['humans', 'orcs', 'elves', 'dwarves'] as const).slice(0, players);
  const keeps = [
    ['keep', 'ann', 0, 1],
    ['keep', 'bob', 7, 0],
    ['keep', 'cara', 3, 2],
    ['keep', 'dan', 5, 1],
  ] as const;
  return scenario(
    ['gggggggg', 'gggggggg', 'gggggggg'],
    units.filter(([, owner]) => ids.includes(owner)),
    keeps.filter(([, owner]) => ids.includes(owner)),
    { races },
  );
}

export async function newCampaign(schedule: Schedule, players: number): Promise<{ campaign: Campaign; people: Participants }> {
  const referee = await participant('referee');
  const list = await Promise.all(NAMES.slice(0, players).map(participant));
  const people = { referee, players: Object.fromEntries(list.map((p) => [p.id, p])) };
  const made = await createCampaign({
    gameId: `test-${schedule}`,
    name: 'Test campaign',
    schedule,
    scenario: smallWar(players),
    referee,
    players: list,
    now: '2026-12-01T09:00:00Z',
  });
  if (!made.ok) throw new Error(made.reason);
  return { campaign: made.campaign, people };
}
