// The referee's new-campaign form and the public keys it takes: what it makes, and the one line it
// answers for each thing wrong, in the order the form shows them.
import { describe, expect, test } from 'vitest';
import { sealKeyBackup } from '../../../src/io/pbem/keyBackup.ts';
import { generateKeyPair } from '../../../src/io/pbem/keys.ts';
import { newSeat, readCampaignForm, type CampaignForm, type SeatDraft } from '../../../src/state/pbem/campaignForm.ts';
import { campaignScenario, premadeOfMapFile } from '../../../src/state/pbem/campaignScenario.ts';
import { readFaces } from '../../../src/state/pbem/campaignView.ts';
import { publicKeyCardText, readPublicKey } from '../../../src/io/pbem/publicKeyCard.ts';
import { people } from './pbemFixtures.ts';

const GENERATED = { kind: 'generated', width: 16, height: 12, seed: 4242 } as const;

async function form(change: Partial<CampaignForm> = {}): Promise<CampaignForm> {
  const { ann, bob } = await people();
  const seats: SeatDraft[] = [
    { ...newSeat([]), id: 'ann', publicKey: ann.publicKey },
    { key: 1, id: 'bob', name: 'Robert', race: 'orcs', publicKey: publicKeyCardText('bob', bob.publicKey) },
  ];
  return { gameId: 'iron-winter', name: 'Iron Winter', schedule: 'week', refereeId: 'referee', seats, map: GENERATED, startingGold: 10, ...change };
}

async function problemOf(change: Partial<CampaignForm>): Promise<string> {
  const read = await readCampaignForm(await form(change));
  if (read.ok) throw new Error('expected a problem');
  expect(read.problem).not.toMatch(/\n/);
  return read.problem;
}

describe('the new-campaign form', () => {
  test('the combat system chosen reaches the scenario; none chosen is Karnage', async () => {
    const warfare = await readCampaignForm(await form({ combat: { combatSystem: 'warfare', newYearEvery: 3 } }));
    if (!warfare.ok) throw new Error(warfare.problem);
    expect(warfare.input.scenario).toMatchObject({ combatSystem: 'warfare', newYearEvery: 3 });
    const plain = await readCampaignForm(await form());
    if (!plain.ok) throw new Error(plain.problem);
    expect(plain.input.scenario.combatSystem).toBe('karnage');
    expect(plain.input.scenario.newYearEvery).toBeUndefined();
  });

  test('seats become the players: participant ids, names (the id capitalised when blank), races and keys', async () => {
    const filled = await form();
    const read = await readCampaignForm(filled);
    if (!read.ok) throw new Error(read.problem);
    const { input } = read;
    expect(input).toMatchObject({ gameId: 'iron-winter', name: 'Iron Winter', schedule: 'week', refereeId: 'referee' });
    expect(input.players.map((p) => p.id)).toEqual(['ann', 'bob']);
    expect(input.scenario.players.map((p) => [p.id, p.name, p.race])).toEqual([
      ['ann', 'Ann', 'humans'],
      ['bob', 'Robert', 'orcs'],
    ]);
    const owners = new Set([...input.scenario.units.map((u) => u.owner), ...input.scenario.buildings.map((b) => b.owner)]);
    expect([...owners].sort()).toEqual(['ann', 'bob']);
  });

  test('each problem in one line', async () => {
    const { seats } = await form();
    const [ann, bob] = seats as [SeatDraft, SeatDraft];
    expect(await problemOf({ refereeId: null })).toMatch(/^choose the referee's key/);
    expect(await problemOf({ gameId: 'Iron Winter' })).toMatch(/^campaign id: /);
    expect(await problemOf({ seats: [ann] })).toBe('a campaign has 2 to 8 players');
    expect(await problemOf({ seats: [ann, { ...bob, id: 'Bob' }] })).toMatch(/^player 2: "Bob" is not a participant id/);
    expect(await problemOf({ seats: [ann, { ...bob, id: 'referee' }] })).toBe('player 2: the referee referee cannot also play');
    expect(await problemOf({ seats: [ann, { ...bob, id: 'ann' }] })).toBe('two players have the same id');
    expect(await problemOf({ seats: [ann, { ...bob, publicKey: 'not-a-key' }] })).toMatch(/^bob's public key: "not-a-key" is not a public key/);
    expect(await problemOf({ seats: [ann, { ...bob, publicKey: ann.publicKey }] })).toBe('two players were given the same public key');
    expect(await problemOf({ seats: [ann, { ...bob, id: 'cara' }] })).toBe("the key given for cara is bob's");
    expect(await problemOf({ map: null })).toBe('choose a map file, or a generated map');
  });

  test('a map file from the editor is played with its starts; a bad one is refused in one line', () => {
    const file = {
      format: 'karnage-map',
      version: 1,
      name: 'Two Hills',
      map: { width: 6, height: 3, rows: ['gggggg', 'ghgghg', 'gggggg'] },
      starts: [] as unknown[],
    };
    const starts = [
      { at: { col: 1, row: 1 }, race: null },
      { at: { col: 4, row: 1 }, race: 'orcs' },
    ];
    expect(premadeOfMapFile(JSON.stringify(file))).toEqual({ error: '"Two Hills" has 0 start positions; a campaign needs 2' });
    expect(premadeOfMapFile('{"format": "karnage-map"')).toMatchObject({ error: expect.stringMatching(/^not JSON/) });
    const premade = premadeOfMapFile(JSON.stringify({ ...file, starts }));
    if ('error' in premade) throw new Error(premade.error);
    const seats = [
      { id: 'ann', name: 'Ann', race: 'humans' },
      { id: 'bob', name: 'Bob', race: 'orcs' },
    ] as const;
    const scenario = campaignScenario(seats, { kind: 'file', premade }, 10);
    if ('error' in scenario) throw new Error(scenario.error);
    expect(scenario.buildings).toEqual([
      { type: 'keep', owner: 'ann', at: { col: 1, row: 1 } },
      { type: 'keep', owner: 'bob', at: { col: 4, row: 1 } },
    ]);
  });
});

describe('public keys as they reach the referee', () => {
  test('a pasted key or a card; never a key backup', async () => {
    const { ann } = await people();
    expect(await readPublicKey(` ${ann.publicKey}\n`)).toEqual({ ok: true, card: { publicKey: ann.publicKey } });
    expect(await readPublicKey(publicKeyCardText('ann', ann.publicKey))).toEqual({ ok: true, card: { participant: 'ann', publicKey: ann.publicKey } });
    const backup = await sealKeyBackup({ participant: 'ann', ...(await generateKeyPair()) }, 'a long passphrase', { iterations: 1_000 });
    expect(await readPublicKey(backup)).toEqual({ ok: false, reason: 'this is a private key backup: ask the player for their public key file instead' });
    expect(await readPublicKey('{"format": "something"}')).toMatchObject({ ok: false, reason: expect.stringMatching(/^not a public key file/) });
  });

  test('typed dice faces', () => {
    expect(readFaces('5, 3 6;1')).toEqual({ ok: true, faces: [5, 3, 6, 1] });
    expect(readFaces(' None ')).toEqual({ ok: true, faces: [] });
    expect(readFaces('5, 0')).toEqual({ ok: false, reason: '"0" is not a die face (1 to 20)' });
    expect(readFaces('')).toMatchObject({ ok: false });
  });
});
