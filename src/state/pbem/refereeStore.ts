// The referee's side of a campaign by e-mail: the campaign open now, the orders, reveal and duel move files
// taken in for its open stage, and the steps that sign the next publication (src/io/pbem/campaign/referee.ts)
// or the next duel-turn, a private file for one duelist (duelReferee.ts).
// The referee keeps no dice secret: the engine makes it from the referee's key when it is needed.
// The store does no DOM work: the screen reads files into text and downloads what it is given.
import type { KeyValueStorage } from '../../io/autosave.ts';
import type { DuelMoveDocument } from '../../io/pbem/campaign/duelDocuments.ts';
import type { OrdersDocument, RevealDocument, Schedule } from '../../io/pbem/campaign/documents.ts';
import { fileText } from '../../io/pbem/campaign/fileText.ts';
import { openCampaignText } from '../../io/pbem/campaign/openCampaign.ts';
import { takeDuelMoves, type DuelStepped } from '../../io/pbem/campaign/duelReferee.ts';
import { closeOrders, createCampaign, resolveReveals } from '../../io/pbem/campaign/referee.ts';
import type { Campaign } from '../../io/pbem/campaign/stage.ts';
import type { Scenario } from '../../rules/index.ts';
import { createStore } from 'zustand/vanilla';
import { quoteInput } from '../../io/quoteInput.ts';
import { readFaces, stageHeadline } from './campaignView.ts';
import { signerFor, type KeyRing } from './keyRing.ts';
import { takeFile, type Received } from './received.ts';
import { awaitingLine, outboxOf, published, publishedLine, type Outbox } from './refereeDuel.ts';
import { IDLE, notice, refusal, runTask, type PbemMessage, type TaskState } from './task.ts';

/** Where the referee's latest campaign is kept in this browser, so a reload loses nothing. */
export const KEPT_CAMPAIGN_KEY = 'karnage-pbem-referee-campaign';
/** Which campaign that is, and how far it went: { gameId, name, headSeq }. */
const KEPT_META_KEY = 'karnage-pbem-referee-campaign-meta';

interface KeptMeta {
  readonly gameId: string;
  readonly name: string;
  readonly headSeq: number;
}

export interface RefereeState extends TaskState {
  readonly campaign: Campaign | null;
  readonly orders: readonly Received<OrdersDocument>[];
  readonly reveals: readonly Received<RevealDocument>[];
  /** The duel's open round: the duelists' moves taken so far (kept until the round is published). */
  readonly duelMoves: readonly Received<DuelMoveDocument>[];
  /** What the last duel step gave the referee to send: a duelist's private duel-turn, and whether it published. */
  readonly outbox: Outbox | null;
}

export interface NewCampaignInput {
  readonly gameId: string;
  readonly name: string;
  readonly schedule: Schedule;
  readonly scenario: Scenario;
  readonly refereeId: string;
  readonly players: readonly { readonly id: string; readonly publicKey: string }[];
}

export interface StepOptions {
  /** Physical dice faces, as typed; empty: the app's dice. */
  readonly typed: string;
  /** Go on without the files that have not come. */
  readonly deadlinePassed: boolean;
}

export interface RefereeActions {
  create(input: NewCampaignInput): Promise<void>;
  /** A campaign file's text, checked end to end and replayed. */
  open(text: string, fileName: string): Promise<void>;
  /** The campaign kept in this browser, if any. */
  reopenKept(): Promise<void>;
  /** An orders or reveal file for the open stage. */
  take(text: string, fileName: string): Promise<void>;
  /** Forgets the file taken from `player` (to take a newer one). */
  drop(player: string): void;
  /** Closes the orders (commit-reveal), or resolves them with typed dice or when no dice follow. */
  closeOrders(options: StepOptions): Promise<void>;
  /** Resolves the phase with the reveals taken (typed dice cannot replace committed reveals). */
  resolve(options: Pick<StepOptions, 'deadlinePassed'>): Promise<void>;
  /** Forgets the duel move taken for move `move` (from 0) of the open round. */
  dropDuelMove(move: number): void;
  /** The duel goes on with the moves taken: the next duel-turn, or the round (or the turn's end) published. */
  goOnWithDuel(options: Pick<StepOptions, 'deadlinePassed'>): Promise<void>;
  /** Shows why something the screen did failed (a file it could not read). */
  refuse(text: string): void;
  dismiss(): void;
  leave(): void;
}

export type RefereeStore = RefereeState & RefereeActions;

export interface RefereeDeps {
  readonly keys: KeyRing;
  readonly storage: KeyValueStorage | null;
  readonly now?: () => string;
}

function keptMeta(storage: KeyValueStorage | null): KeptMeta | null {
  try {
    const text = storage?.getItem(KEPT_CAMPAIGN_KEY) ? storage.getItem(KEPT_META_KEY) : null;
    return text ? (JSON.parse(text) as KeptMeta) : null;
  } catch {
    return null;
  }
}

/** The name of the campaign kept in this browser, or null. */
export function keptCampaignName(storage: KeyValueStorage | null): string | null {
  const meta = keptMeta(storage);
  return meta && typeof meta.name === 'string' ? meta.name : null;
}

type Set = (partial: Partial<RefereeState> | ((s: RefereeStore) => Partial<RefereeState>)) => void;

/** A new stage has nothing taken for it, and nothing of the step before is left to send. */
const FRESH = { orders: [], reveals: [], duelMoves: [], outbox: null } as const;

/** What the steps below reach: the store, its dependencies, and how a new campaign is shown. */
interface Context {
  readonly get: () => RefereeStore;
  readonly set: Set;
  readonly deps: RefereeDeps;
  readonly now: () => string;
}

export function createRefereeStore(deps: RefereeDeps) {
  return createStore<RefereeStore>()((set, get) => {
    const ctx: Context = { get, set, deps, now: deps.now ?? (() => new Date().toISOString()) };
    const task = (label: string, work: () => Promise<PbemMessage | null>) => runTask(get, set, label, work);
    const opener = (label: string, read: () => string | null, what: string) =>
      task(label, async () => {
        const text = read();
        if (text === null) return refusal(`no campaign is kept in this browser`);
        const opened = await openCampaignText(text);
        if (!opened.ok) return refusal(`${what} cannot be opened: ${opened.reason}`);
        return adopt(ctx, opened.campaign, `Opened ${opened.campaign.doc.name}, checked end to end.`);
      });
    return {
      ...FRESH,
      campaign: null,
      ...IDLE,
      create: (input) => task('Signing the new campaign…', () => create(ctx, input)),
      open: (text, fileName) => opener('Checking the campaign file…', () => text, fileName),
      reopenKept: () => opener('Checking the kept campaign…', () => readKept(deps.storage), 'the campaign kept in this browser'),
      take: (text, fileName) => task('Checking the file…', () => take(ctx, text, fileName)),
      drop: (player) =>
        set((s) => ({ orders: s.orders.filter((r) => r.player !== player), reveals: s.reveals.filter((r) => r.player !== player), message: null })),
      closeOrders: (options) => task('Closing the orders…', () => close(ctx, options)),
      resolve: (options) => task('Resolving the phase…', () => resolve(ctx, { ...options, typed: '' })),
      dropDuelMove: (move) => set((s) => ({ duelMoves: s.duelMoves.filter((r) => r.doc.move !== move), message: null })),
      goOnWithDuel: (options) => task('Taking the duel moves…', () => duelStep(ctx, options)),
      refuse: (text) => set({ message: refusal(text) }),
      dismiss: () => set({ message: null }),
      leave: () => set({ ...FRESH, campaign: null, message: null }),
    };
  });
}

/** The campaign after a step, shown and kept; the files taken for the old stage go. */
function adopt({ set, deps }: Context, campaign: Campaign, done: string, outbox: Outbox | null = null): PbemMessage {
  set({ ...FRESH, campaign, outbox });
  const kept = keepCampaign(deps.storage, campaign);
  return notice(kept ? `${done} ${stageHeadline(campaign)}. ${kept}` : `${done} ${stageHeadline(campaign)}.`);
}

async function create(ctx: Context, input: NewCampaignInput): Promise<PbemMessage> {
  const loaded = await ctx.deps.keys.loadKey(input.refereeId);
  if (!loaded.ok) return refusal(`the referee's key: ${loaded.reason}`);
  const { key } = loaded;
  const referee = { id: key.participant, privateKey: key.privateKey, publicKey: key.publicKey };
  const made = await createCampaign({ ...input, referee, now: ctx.now() });
  if (!made.ok) return refusal(`the campaign cannot be made: ${made.reason}`);
  return adopt(ctx, made.campaign, `Campaign ${made.campaign.doc.name} made and signed.`);
}

async function take({ get, set }: Context, text: string, fileName: string): Promise<PbemMessage> {
  const { campaign } = get();
  if (!campaign) return refusal('open a campaign first');
  const taken = await takeFile(campaign, text, fileName, get());
  // The stage may have moved on while the file was checked: it was checked against a stage now gone.
  if (get().campaign !== campaign) return refusal(`${fileName} was checked against a stage that has since closed: take it again`);
  if (!taken.ok) return refusal(taken.reason);
  if (taken.kind === 'duel-move') {
    const { doc } = taken.received;
    set({ duelMoves: [...get().duelMoves, taken.received] });
    return notice(`Took ${doc.player}'s move ${doc.move + 1} of round ${doc.round} (${fileName}).`);
  }
  if (taken.kind === 'orders') set({ orders: [...get().orders, taken.received] });
  else set({ reveals: [...get().reveals, taken.received] });
  return notice(`Took ${taken.received.player}'s ${taken.kind === 'orders' ? 'orders' : 'reveal'} (${fileName}).`);
}

/** The step's common start: a campaign, the typed faces read, the referee's kept key. */
async function prepare(ctx: Context, options: StepOptions) {
  const { campaign } = ctx.get();
  if (!campaign) return { ok: false as const, message: refusal('open a campaign first') };
  const typed = options.typed.trim() === '' ? null : readFaces(options.typed);
  if (typed && !typed.ok) return { ok: false as const, message: refusal(typed.reason) };
  const found = await signerFor(ctx.deps.keys, campaign, campaign.doc.referee);
  if (!found.ok) return { ok: false as const, message: refusal(found.reason) };
  const at = { now: ctx.now(), deadlinePassed: options.deadlinePassed, ...(typed ? { typed: typed.faces } : {}) };
  return { ok: true as const, campaign, signer: found.signer, typed: typed !== null, at };
}

async function close(ctx: Context, options: StepOptions): Promise<PbemMessage> {
  const ready = await prepare(ctx, options);
  if (!ready.ok) return ready.message;
  const files = ctx.get().orders.map((r) => r.file);
  return settle(ctx, ready.campaign, await closeOrders(ready.campaign, files, ready.signer, ready.at));
}

async function resolve(ctx: Context, options: StepOptions): Promise<PbemMessage> {
  const ready = await prepare(ctx, options);
  if (!ready.ok) return ready.message;
  const { campaign, signer } = ready;
  if (campaign.stage.kind !== 'reveals') return refusal('no reveals are due: close the orders first');
  // The referee's own secret is made again from its key (src/io/pbem/campaign/refereeSecret.ts): nothing kept.
  const files = ctx.get().reveals.map((r) => r.file);
  return settle(ctx, campaign, await resolveReveals(campaign, files, signer, null, ready.at));
}

/** The duel goes on with the moves taken for its open round (none: the round's first duel-turn again). */
async function duelStep(ctx: Context, options: Pick<StepOptions, 'deadlinePassed'>): Promise<PbemMessage> {
  const ready = await prepare(ctx, { ...options, typed: '' });
  if (!ready.ok) return ready.message;
  const { campaign, signer } = ready;
  if (campaign.stage.kind !== 'duel') return refusal('no duel is being fought');
  const moves = ctx.get().duelMoves;
  const files = moves.map((r) => r.file);
  const labels = moves.map((r) => `${quoteInput(r.fileName)} refused`);
  return settle(ctx, campaign, await takeDuelMoves(campaign, files, signer, { ...ready.at, labels }));
}

/**
 * A step's answer: the new campaign shown and kept, and what it leaves to send; else nothing changed. A
 * duel step that publishes nothing keeps the moves taken: it only gives the next duelist its duel-turn.
 */
function settle(ctx: Context, before: Campaign, stepped: DuelStepped): PbemMessage {
  if (!stepped.ok) return refusal(stepped.reason);
  if (ctx.get().campaign !== before) return refusal('the campaign changed meanwhile: nothing was done');
  const outbox = outboxOf(before, stepped);
  if (!published(before, stepped)) {
    ctx.set({ outbox });
    return notice(awaitingLine(before, outbox?.duelTurn ?? null));
  }
  return adopt(ctx, stepped.campaign, publishedLine(stepped.campaign, outbox), outbox);
}

function readKept(storage: KeyValueStorage | null): string | null {
  try {
    return storage?.getItem(KEPT_CAMPAIGN_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps the campaign's text in the browser; a sentence when it did not (the download still works). An
 * older file of the campaign kept is not kept over it: opening an old copy by mistake loses nothing.
 */
function keepCampaign(storage: KeyValueStorage | null, campaign: Campaign): string | null {
  const warning = 'It could not be kept in this browser: download the campaign file now.';
  if (!storage) return warning;
  const kept = keptMeta(storage);
  if (kept && kept.gameId === campaign.gameId && kept.headSeq > campaign.headSeq) {
    return `This file is older than the copy kept in this browser (publication ${kept.headSeq}), which stays kept.`;
  }
  try {
    storage.setItem(KEPT_CAMPAIGN_KEY, fileText(campaign.file));
    const meta: KeptMeta = { gameId: campaign.gameId, name: campaign.doc.name, headSeq: campaign.headSeq };
    storage.setItem(KEPT_META_KEY, JSON.stringify(meta));
    return null;
  } catch {
    return warning;
  }
}

export type RefereeStoreApi = ReturnType<typeof createRefereeStore>;
