// The referee's and the player's stores driving one campaign turn by turn, as the screens do: made,
// opened as a pack, planned with the hotseat store's clicks, signed, taken in, closed, revealed and
// resolved; and every refusal one line that leaves the store as it was.
import { describe, expect, test } from 'vitest';
import { fileText } from '../../../src/io/pbem/campaign/fileText.ts';
import { openCampaignText } from '../../../src/io/pbem/campaign/openCampaign.ts';
import type { Campaign } from '../../../src/io/pbem/campaign/stage.ts';
import { createPlayerStore, type PlayerStoreApi } from '../../../src/state/pbem/playerStore.ts';
import { createRefereeStore, KEPT_CAMPAIGN_KEY, keptCampaignName, type RefereeStoreApi } from '../../../src/state/pbem/refereeStore.ts';
import { smallWar } from '../../support/pbemCampaign.ts';
import { keyRingOf, MemoryStorage, people, type People } from './pbemFixtures.ts';

const NOW = () => '2026-12-02T09:00:00Z';

function expectRefusal(store: { getState(): { message: { kind: string; text: string } | null } }, pattern: RegExp): void {
  const message = store.getState().message;
  expect(message?.kind).toBe('refusal');
  expect(message?.text).not.toMatch(/\n/);
  expect(message?.text).toMatch(pattern);
}

async function refereeWithCampaign(who: People, storage = new MemoryStorage()): Promise<RefereeStoreApi> {
  const referee = createRefereeStore({ keys: keyRingOf(who.referee), storage, now: NOW });
  await referee.getState().create({
    gameId: 'kat-1',
    name: 'Kat one',
    schedule: 'turn-by-turn',
    scenario: smallWar(2),
    refereeId: 'referee',
    players: [who.ann, who.bob].map(({ id, publicKey }) => ({ id, publicKey })),
  });
  expect(referee.getState().message?.kind).toBe('notice');
  return referee;
}

const packOf = (referee: RefereeStoreApi) => fileText((referee.getState().campaign as Campaign).file);

/** Ann plans one move by clicking, as on the board: her footmen at (0,2) to (1,2). */
async function annPlansAMove(ann: PlayerStoreApi): Promise<void> {
  const planning = ann.getState().planning;
  if (!planning) throw new Error('no planning store');
  planning.store.getState().clickHex({ col: 0, row: 2 });
  planning.store.getState().clickHex({ col: 1, row: 2 });
  expect(planning.store.getState().session?.state.pending.map((p) => p.order)).toEqual([
    { type: 'MOVE', player: 'ann', unit: 'a2', path: [{ col: 1, row: 2 }] },
  ]);
}

describe('a campaign through the PBEM stores', () => {
  test('turn by turn: made, planned, signed, taken, closed, revealed, resolved; the pack verifies', async () => {
    const who = await people();
    const storage = new MemoryStorage();
    const referee = await refereeWithCampaign(who, storage);
    expect(referee.getState().campaign?.stage).toMatchObject({ kind: 'orders', from: ['ann'] });
    expect(keptCampaignName(storage)).toBe('Kat one');

    const annStorage = new MemoryStorage();
    const ann = createPlayerStore({ keys: keyRingOf(who.ann), storage: annStorage });
    await ann.getState().openPack(packOf(referee), 'kat-1-0.campaign.json');
    expect(ann.getState()).toMatchObject({ me: 'ann', mine: ['ann'], keyNote: null });
    await annPlansAMove(ann);
    // Ending the turn is the referee's: the hotseat key for it says so and changes nothing.
    ann.getState().planning?.store.getState().endTurn();
    expect(ann.getState().planning?.store.getState().ui.refusal).toMatch(/Export signed orders/);
    expect(ann.getState().planning?.store.getState().session?.state.pending).toHaveLength(1);

    const orders = await ann.getState().exportOrders();
    expect(orders?.name).toBe('kat-1-turn-1-orders-ann.orders.json');
    expect([...annStorage.items.keys()].filter((k) => k.startsWith('karnage-pbem-secret:kat-1:ann:'))).toHaveLength(1);

    await referee.getState().take(orders?.text ?? '', orders?.name ?? '');
    expect(referee.getState().orders.map((r) => r.player)).toEqual(['ann']);
    await referee.getState().closeOrders({ typed: '', deadlinePassed: false });
    expect(referee.getState().campaign?.stage.kind).toBe('reveals');

    await ann.getState().openPack(packOf(referee), 'kat-1-1.campaign.json');
    expect(ann.getState().planning).toBeNull();
    await referee.getState().resolve({ deadlinePassed: false });
    expectRefusal(referee, /^waiting for reveals from ann; once their deadline has passed, resolve without them$/);
    const reveal = await ann.getState().exportReveal();
    expect(reveal?.name).toBe('kat-1-turn-1-ann.reveal.json');
    await referee.getState().take(reveal?.text ?? '', reveal?.name ?? '');
    await referee.getState().resolve({ deadlinePassed: false });
    expect(referee.getState().message).toMatchObject({
      kind: 'notice',
      text: expect.stringMatching(/^Resolved and published\. Turn \d+: orders due from Bob\.$/),
    });

    const opened = await openCampaignText(packOf(referee));
    if (!opened.ok) throw new Error(opened.reason);
    expect(opened.campaign.shown.units.a2?.at).toEqual({ col: 1, row: 2 });
    expect(opened.campaign.publications.at(-1)?.dice.kind).toBe('commit-reveal');
    expect(storage.getItem(KEPT_CAMPAIGN_KEY)).toBe(packOf(referee));
  });

  test('a bad file is refused in one line and nothing taken changes', async () => {
    const who = await people();
    const referee = await refereeWithCampaign(who);
    const ann = createPlayerStore({ keys: keyRingOf(who.ann), storage: new MemoryStorage() });
    await ann.getState().openPack(packOf(referee), 'pack');
    await annPlansAMove(ann);
    const orders = await ann.getState().exportOrders();
    const text = orders?.text ?? '';
    await referee.getState().take(text, 'ann.orders.json');
    const before = referee.getState().orders;

    await referee.getState().take('{"format": 1', 'broken.json');
    expectRefusal(referee, /^"broken\.json" refused: not JSON/);
    await referee.getState().take(text.replace('"MOVE"', '"DEFEND"'), 'changed.json');
    expectRefusal(referee, /^"changed\.json" refused: .*signature/);
    await referee.getState().take(JSON.stringify(JSON.parse(text), null, 2), 'spaced.json');
    expectRefusal(referee, /^"spaced\.json" refused: the file is not as Karnage wrote it/);
    await referee.getState().take(text, 'again.json');
    expectRefusal(referee, /a second orders file from ann/);
    expect(referee.getState().orders).toBe(before);
  });

  test('the referee waits for missing orders unless the deadline passed; typed dice that do not fit change nothing', async () => {
    const who = await people();
    const referee = await refereeWithCampaign(who);
    const campaign = referee.getState().campaign;
    await referee.getState().closeOrders({ typed: '', deadlinePassed: false });
    expectRefusal(referee, /waiting for orders from ann/);
    await referee.getState().closeOrders({ typed: '5, x', deadlinePassed: true });
    expectRefusal(referee, /"x" is not a die face/);
    await referee.getState().closeOrders({ typed: '5', deadlinePassed: true });
    expectRefusal(referee, /^1 dice typed, but this turn's fights roll only 0$/);
    expect(referee.getState().campaign).toBe(campaign);
    await referee.getState().closeOrders({ typed: '', deadlinePassed: true });
    expect(referee.getState().campaign?.publications.at(-1)).toMatchObject({ step: 'closed', missingOrders: ['ann'] });
  });

  test('typed dice resolve at once instead of closing the orders; once closed, only the reveals resolve', async () => {
    const who = await people();
    const storage = new MemoryStorage();
    const referee = await refereeWithCampaign(who, storage);
    await referee.getState().closeOrders({ typed: 'none', deadlinePassed: true });
    expect(referee.getState().campaign?.publications.at(-1)).toMatchObject({ step: 'resolved', dice: { kind: 'typed', faces: [] }, missingOrders: ['ann'] });
    expect(referee.getState().campaign?.stage).toMatchObject({ kind: 'orders', from: ['bob'] });

    await referee.getState().closeOrders({ typed: '', deadlinePassed: true });
    expect(referee.getState().campaign?.stage).toMatchObject({ kind: 'reveals', from: [] });
    // The referee's secret is made from its key: nothing was kept for it, and the reveals resolve.
    expect([...storage.items.keys()].filter((k) => k.startsWith('karnage-pbem-secret:'))).toEqual([]);
    await referee.getState().resolve({ deadlinePassed: false });
    expect(referee.getState().campaign?.publications.at(-1)).toMatchObject({ step: 'resolved', dice: { kind: 'commit-reveal' }, missingReveals: [] });
  });

  test('orders are not exported when the browser cannot keep their secret', async () => {
    const who = await people();
    const referee = await refereeWithCampaign(who);
    const storage = new MemoryStorage();
    const ann = createPlayerStore({ keys: keyRingOf(who.ann), storage });
    await ann.getState().openPack(packOf(referee), 'pack');
    storage.full = true;
    expect(await ann.getState().exportOrders()).toBeNull();
    expectRefusal(ann, /^your orders were not exported: the browser refused to keep the dice secret: QuotaExceededError/);
  });

  test('a player without the listed key can look but not sign; a bad pack is refused and the open one stays', async () => {
    const who = await people();
    const referee = await refereeWithCampaign(who);
    const stranger = createPlayerStore({ keys: keyRingOf(who.referee), storage: new MemoryStorage() });
    await stranger.getState().openPack(packOf(referee), 'pack');
    expect(stranger.getState()).toMatchObject({ me: null, planning: null, keyNote: expect.stringMatching(/no key of this campaign's players \(ann, bob\)/) });

    const ann = createPlayerStore({ keys: keyRingOf({ ...who.bob, id: 'ann' }), storage: new MemoryStorage() });
    await ann.getState().openPack(packOf(referee), 'pack');
    expect(ann.getState().keyNote).toMatch(/the key kept here for ann is not the one this campaign lists/);
    const opened = ann.getState().campaign;
    await ann.getState().openPack(packOf(referee).replace('"Kat one"', '"Kat two"'), 'tampered.json');
    expectRefusal(ann, /^tampered\.json cannot be opened: the campaign's opening: bad signature/);
    expect(ann.getState().campaign).toBe(opened);
  });
});

describe('weeks through the PBEM stores', () => {
  async function weekReferee(who: People, schedule: 'week' | 'week-attacks-midweek'): Promise<RefereeStoreApi> {
    const referee = createRefereeStore({ keys: keyRingOf(who.referee), storage: new MemoryStorage(), now: NOW });
    const players = [who.ann, who.bob].map(({ id, publicKey }) => ({ id, publicKey }));
    await referee.getState().create({ gameId: 'week-1', name: 'A week', schedule, scenario: smallWar(2), refereeId: 'referee', players });
    return referee;
  }

  test('a week: each player plans alone against the same map, both reveal, the week resolves', async () => {
    const who = await people();
    const referee = await weekReferee(who, 'week');
    expect(referee.getState().campaign?.stage).toMatchObject({ kind: 'orders', from: ['ann', 'bob'] });
    const ann = createPlayerStore({ keys: keyRingOf(who.ann), storage: new MemoryStorage() });
    const bob = createPlayerStore({ keys: keyRingOf(who.bob), storage: new MemoryStorage() });
    await ann.getState().openPack(packOf(referee), 'pack');
    await bob.getState().openPack(packOf(referee), 'pack');
    await annPlansAMove(ann);
    // Bob plans on the map the week found, not on Ann's plan.
    bob.getState().planning?.store.getState().clickHex({ col: 6, row: 2 });
    bob.getState().planning?.store.getState().clickHex({ col: 5, row: 2 });
    for (const player of [ann, bob]) {
      const file = await player.getState().exportOrders();
      await referee.getState().take(file?.text ?? '', file?.name ?? '');
    }
    await referee.getState().closeOrders({ typed: '', deadlinePassed: false });
    expect(referee.getState().campaign?.stage).toMatchObject({ kind: 'reveals', from: ['ann', 'bob'] });
    for (const player of [ann, bob]) {
      await player.getState().openPack(packOf(referee), 'pack');
      const file = await player.getState().exportReveal();
      await referee.getState().take(file?.text ?? '', file?.name ?? '');
    }
    await referee.getState().resolve({ deadlinePassed: false });
    const { campaign } = referee.getState();
    expect(campaign?.stage).toMatchObject({ kind: 'orders', turn: 2, from: ['ann', 'bob'] });
    expect(campaign?.shown.units.a2?.at).toEqual({ col: 1, row: 2 });
    expect(campaign?.shown.units.b2?.at).toEqual({ col: 5, row: 2 });
  });

  test('attacks after the midweek map: the moves resolve with no dice, then only attacks are planned', async () => {
    const who = await people();
    const referee = await weekReferee(who, 'week-attacks-midweek');
    const storage = new MemoryStorage();
    const ann = createPlayerStore({ keys: keyRingOf(who.ann), storage });
    await ann.getState().openPack(packOf(referee), 'pack');
    await annPlansAMove(ann);
    const orders = await ann.getState().exportOrders();
    expect(storage.items.size).toBe(0); // no dice follow the moves: no secret to keep
    await referee.getState().take(orders?.text ?? '', orders?.name ?? '');
    await referee.getState().closeOrders({ typed: '', deadlinePassed: true });
    expect(referee.getState().campaign?.publications.at(-1)).toMatchObject({ step: 'resolved', dice: { kind: 'none' }, missingOrders: ['bob'] });
    expect(referee.getState().campaign?.stage).toMatchObject({ kind: 'orders', phase: 'attacks' });

    await ann.getState().openPack(packOf(referee), 'pack');
    const planning = ann.getState().planning?.store;
    planning?.getState().clickHex({ col: 1, row: 0 });
    planning?.getState().planDefend();
    expect(planning?.getState().ui.refusal).toMatch(/only attacks now/);
  });
});

describe('the referee opens a campaign', () => {
  test('from its file, or the copy kept in this browser; a bad file changes nothing', async () => {
    const who = await people();
    const storage = new MemoryStorage();
    const made = await refereeWithCampaign(who, storage);
    const other = createRefereeStore({ keys: keyRingOf(who.referee), storage, now: NOW });
    await other.getState().open('{"format": "karnage-pbem-campaign"', 'broken.json');
    expectRefusal(other, /^broken\.json cannot be opened: not JSON/);
    expect(other.getState().campaign).toBeNull();
    await other.getState().reopenKept();
    expect(other.getState().campaign?.file).toEqual(made.getState().campaign?.file);
    other.getState().leave();
    await other.getState().open(packOf(made), 'kat-1-0.campaign.json');
    expect(other.getState().message?.text).toBe('Opened Kat one, checked end to end. Turn 1: orders due from Ann.');

    // A newer step is kept; an older file opened afterwards does not replace it.
    const older = packOf(made);
    await made.getState().closeOrders({ typed: '', deadlinePassed: true });
    const newer = packOf(made);
    expect(storage.getItem(KEPT_CAMPAIGN_KEY)).toBe(newer);
    await other.getState().open(older, 'old.json');
    expect(other.getState().message?.text).toMatch(/older than the copy kept in this browser \(publication 1\), which stays kept\.$/);
    expect(storage.getItem(KEPT_CAMPAIGN_KEY)).toBe(newer);
  });
});
