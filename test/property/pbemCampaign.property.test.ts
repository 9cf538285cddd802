import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULES, type Schedule } from '../../src/io/pbem/campaign/documents.ts';
import { fileText } from '../../src/io/pbem/campaign/fileText.ts';
import { openCampaignText } from '../../src/io/pbem/campaign/openCampaign.ts';
import { closeOrders, resolveReveals } from '../../src/io/pbem/campaign/referee.ts';
import type { Campaign } from '../../src/io/pbem/campaign/stage.ts';
import { hexDistance, neighbours, type PlannableOrder, stateHash, UNITS, unitsOf, type GameState } from '../../src/rules/index.ts';
import { NOW, newCampaign, ordersFiles, type Participants, playRound, resign, revealFiles, snapshot } from '../support/pbemCampaign.ts';
import { chance, makeRng, pick, randomInt, type Rng, shuffled } from '../support/randomPlay.ts';

// Campaigns by e-mail played at random: what the referee publishes always verifies, to the same stage
// and map, and any byte changed in any file is caught.

/** Orders no rules can carry out: each must be left out, with its reason in the report. */
function doomedOrder(rng: Rng, player: string, own: readonly string[]): PlannableOrder {
  const orders = [
    { type: 'END_TURN', player },
    { type: 'MOVE', player, unit: 'zz9', path: [{ col: 1, row: 1 }] },
    { type: 'ATTACK', player, unit: own[0] ?? 'zz9', target: { col: 40, row: 1 } },
    { type: 'MOVE', player, unit: own[0] ?? 'zz9', path: [{ col: 60, row: 60 }] },
  ];
  return pick(rng, orders) as PlannableOrder;
}

/** A player's random plan from the map the phase started with: steps, attacks on enemies in reach, stances, and a few doomed orders. */
function randomPlan(rng: Rng, state: GameState, player: string): { orders: PlannableOrder[]; doomed: number } {
  const orders: PlannableOrder[] = [];
  const own = unitsOf(state, player);
  for (const unit of own) {
    const choice = randomInt(rng, 0, 3);
    const enemies = Object.values(state.units).filter((u) => u.owner !== player && hexDistance(u.at, unit.at) <= UNITS[unit.type].range);
    if (choice === 1) orders.push({ type: 'MOVE', player, unit: unit.id, path: [pick(rng, neighbours(state.map, unit.at))] });
    else if (choice === 2 && enemies.length > 0) orders.push({ type: 'ATTACK', player, unit: unit.id, target: pick(rng, enemies).at });
    else if (choice !== 0) orders.push({ type: 'DEFEND', player, unit: unit.id });
  }
  let doomed = 0;
  while (chance(rng, 0.3) && doomed < 3) {
    orders.splice(
      randomInt(rng, 0, orders.length),
      0,
      doomedOrder(
        rng,
        player,
        own.map((u) => u.id),
      ),
    );
    doomed++;
  }
  return { orders, doomed };
}

/** The published file, read back from its text, stands where the referee's campaign stands. */
async function expectVerified(campaign: Campaign): Promise<void> {
  const opened = await openCampaignText(fileText(campaign.file));
  if (!opened.ok) throw new Error(opened.reason);
  expect(opened.campaign.stage).toEqual(campaign.stage);
  expect(stateHash(opened.campaign.shown)).toBe(stateHash(campaign.shown));
  expect(opened.campaign.head).toBe(campaign.head);
}

/** A file holding an order for someone else's unit is refused, and nothing changes. */
async function expectForeignUnitRefused(rng: Rng, campaign: Campaign, people: Participants, files: readonly unknown[], senders: readonly string[]) {
  const index = randomInt(rng, 0, files.length - 1);
  const sender = senders[index]!;
  const foreign = Object.values(campaign.start.units).find((u) => u.owner !== sender);
  if (!foreign) return;
  const order = { type: 'DEFEND', player: sender, unit: foreign.id };
  const bad = await resign(files[index] as never, (d: { orders: unknown[] }) => ({ ...d, orders: [...d.orders, order] }), people.players[sender]!);
  const before = snapshot(campaign);
  const refused = await closeOrders(campaign, files.with(index, bad), people.referee, { now: NOW, deadlinePassed: true });
  expect(refused.ok ? '' : refused.reason).toBe(`orders file ${index + 1} refused: ${sender}'s file orders unit "${foreign.id}", which is ${foreign.owner}'s`);
  expect(snapshot(campaign)).toBe(before);
}

/** One phase played at random, some players silent past their deadlines; every step verified. */
async function randomPhase(rng: Rng, campaign: Campaign, people: Participants): Promise<Campaign> {
  const { stage } = campaign;
  if (stage.kind !== 'orders') throw new Error(`expected orders, got ${stage.kind}`);
  const silent = stage.from.filter(() => chance(rng, 0.15));
  const plans = Object.fromEntries(stage.from.map((id) => [id, randomPlan(rng, campaign.start, id)]));
  const orders = Object.fromEntries(Object.entries(plans).map(([id, plan]) => [id, plan.orders]));
  const { files, secrets } = await ordersFiles(campaign, people, orders, silent);
  const senders = files.map((file) => file.signer);
  if (files.length > 0 && chance(rng, 0.3)) await expectForeignUnitRefused(rng, campaign, people, files, senders);
  const closed = await closeOrders(campaign, shuffled(rng, files), people.referee, { now: NOW, deadlinePassed: silent.length > 0 });
  if (!closed.ok) throw new Error(closed.reason);
  const played = closed.campaign.publications.at(-1)!;
  expect(played.missingOrders).toEqual(silent);
  for (const id of senders) {
    const name = campaign.start.players.find((p) => p.id === id)!.name;
    const dropped = played.report.filter((line) => line.startsWith(`${name}'s `) && line.includes(' was refused: ')).length;
    expect(dropped).toBeGreaterThanOrEqual(plans[id]!.doomed);
  }
  await expectVerified(closed.campaign);
  if (!closed.refereeSecret) return closed.campaign;
  const withheld = Object.keys(secrets).filter(() => chance(rng, 0.15));
  const shown = Object.fromEntries(Object.entries(secrets).filter(([id]) => !withheld.includes(id)));
  const reveals = shuffled(rng, await revealFiles(closed.campaign, people, shown));
  const resolved = await resolveReveals(closed.campaign, reveals, people.referee, closed.refereeSecret, { now: NOW, deadlinePassed: withheld.length > 0 });
  if (!resolved.ok) throw new Error(resolved.reason);
  expect(resolved.campaign.publications.at(-1)!.missingReveals).toEqual(withheld);
  await expectVerified(resolved.campaign);
  return resolved.campaign;
}

describe('a campaign played at random', () => {
  it('every publication verifies from its text, to the same stage and map', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SCHEDULES),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        async (schedule: Schedule, players, phases, seed) => {
          const rng = makeRng(seed);
          let { campaign, people } = await newCampaign(schedule, players);
          for (let i = 0; i < phases && campaign.stage.kind === 'orders'; i++) campaign = await randomPhase(rng, campaign, people);
        },
      ),
      { numRuns: 40 },
    );
  });
});

/** The text with one byte changed, decoded again (a broken UTF-8 sequence becomes U+FFFD, as a mail reader would show it). */
function changeByte(text: string, at: number, delta: number): { text: string; index: number; byte: number } {
  const bytes = new TextEncoder().encode(text);
  const index = at % bytes.length;
  const byte = (bytes[index]! + delta) % 256;
  bytes[index] = byte;
  return { text: new TextDecoder().decode(bytes), index, byte };
}

/** The one change that leaves a file saying the same: its final line break turned into another blank, which JSON reads past. */
const sameFile = (original: string, changed: { index: number; byte: number }) =>
  changed.index === new TextEncoder().encode(original).length - 1 && [0x09, 0x0d, 0x20].includes(changed.byte);

const parsed = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

describe('a byte changed anywhere', () => {
  let campaigns: Campaign[];
  let people: Participants;
  let ordersStage: { campaign: Campaign; texts: string[] };
  let revealsStage: { campaign: Campaign; secret: string; texts: string[] };
  const change = fc.record({ at: fc.nat(), delta: fc.integer({ min: 1, max: 255 }) });

  beforeAll(async () => {
    const name = 'Kärnage — the Ørc wars ⚔ 🐉';
    const week = await newCampaign('week', 3, { name });
    people = week.people;
    const one = await playRound(week.campaign, people, {}, { noReveal: ['cara'] });
    const tbt = await newCampaign('turn-by-turn', 2, { people, name });
    const mid = await newCampaign('week-attacks-midweek', 2, { people, name });
    campaigns = [one.campaign, (await playRound(tbt.campaign, people)).campaign, (await playRound(mid.campaign, people)).campaign];
    const { files } = await ordersFiles(one.campaign, people);
    ordersStage = { campaign: one.campaign, texts: files.map(fileText) };
    const closed = one.closed!;
    revealsStage = {
      campaign: closed.campaign,
      secret: closed.refereeSecret,
      texts: (await revealFiles(closed.campaign, people, closed.secrets)).map(fileText),
    };
  });

  it('in a campaign file: it no longer opens', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), change, async (which, { at, delta }) => {
        const original = fileText(campaigns[which % campaigns.length]!.file);
        const changed = changeByte(original, at, delta);
        const opened = await openCampaignText(changed.text);
        // The final line break turned into another blank reads as the same file: whether it opens is not asked here.
        if (sameFile(original, changed)) expect(JSON.parse(changed.text)).toEqual(JSON.parse(original));
        else expect(opened.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('in an orders file or a reveal file: the referee refuses it, and nothing changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.nat(), change, async (reveal, which, { at, delta }) => {
        const { campaign, texts } = reveal ? revealsStage : ordersStage;
        const index = which % texts.length;
        const changed = changeByte(texts[index]!, at, delta);
        const read = parsed(changed.text);
        if (!read.ok) return;
        const files = texts.map((text, i) => (i === index ? read.value : JSON.parse(text)));
        const before = snapshot(campaign);
        const options = { now: NOW, deadlinePassed: true };
        const result = reveal
          ? await resolveReveals(campaign, files, people.referee, revealsStage.secret, options)
          : await closeOrders(campaign, files, people.referee, options);
        if (!sameFile(texts[index]!, changed)) expect(result.ok).toBe(false);
        expect(snapshot(campaign)).toBe(before);
      }),
      { numRuns: 400 },
    );
  });
});
