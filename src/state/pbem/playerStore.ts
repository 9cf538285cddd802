// A player's side of a campaign by e-mail: the pack (campaign file) they opened, which of its players
// they are (a key kept in this browser that the campaign lists), their orders planned in a hotseat game
// store (planningApp.ts), and the signed orders and reveal files they export; in a duel, the referee's
// duel-turn they open (their hand) and the sealed move they answer it with (playerDuel.ts).
import type { KeyValueStorage } from '../../io/autosave.ts';
import type { DuelMoveChoice, DuelView } from '../../io/pbem/campaign/duelPlayer.ts';
import { fileText } from '../../io/pbem/campaign/fileText.ts';
import { openCampaignText } from '../../io/pbem/campaign/openCampaign.ts';
import { writeOrders, writeReveal } from '../../io/pbem/campaign/player.ts';
import type { Campaign } from '../../io/pbem/campaign/stage.ts';
import { createStore } from 'zustand/vanilla';
import type { GameApp } from '../gameApp.ts';
import { listedKey, ordersFileName, playerIds, revealFileName, stageHeadline, turnLabel } from './campaignView.ts';
import { signerFor, type KeyRing } from './keyRing.ts';
import { createPlanningApp, plannedOrders, planningSession } from './planningApp.ts';
import { keptDuel, openDuelTurn, signedDuelMove } from './playerDuel.ts';
import { findSecret, keepSecret } from './secrets.ts';
import { IDLE, notice, refusal, runTask, type PbemMessage, type TaskState } from './task.ts';

/** A file for the screen to offer as a download. */
export interface Export {
  readonly name: string;
  readonly text: string;
}

export interface PlayerState extends TaskState {
  readonly campaign: Campaign | null;
  /** The campaign's players whose very key is kept in this browser. */
  readonly mine: readonly string[];
  /** The player this browser plays as (one of `mine`). */
  readonly me: string | null;
  /** Why this browser cannot sign for a player of the campaign, when it cannot. */
  readonly keyNote: string | null;
  /** The hotseat store in which `me` plans, while their orders are due. */
  readonly planning: GameApp | null;
  /** The duel-turn `me` opened, as they may see it (their own hand, never the other's), while it is theirs to answer. */
  readonly duel: DuelView | null;
}

export interface PlayerActions {
  /** A pack's text, checked end to end and replayed. */
  openPack(text: string, fileName: string): Promise<void>;
  /** Plays as another of `mine`. */
  choose(me: string): void;
  /** The planned orders signed (a dice secret kept for the reveal), or null when refused. */
  exportOrders(): Promise<Export | null>;
  /** The reveal of the secret behind the orders sent, or null when refused. */
  exportReveal(): Promise<Export | null>;
  /** The referee's duel-turn for `me` (a file's text), checked. */
  openDuelTurn(text: string, fileName: string): Promise<void>;
  /** The sealed move answering the duel-turn, signed for the referee alone, or null when refused. */
  exportDuelMove(choice: DuelMoveChoice): Promise<Export | null>;
  /** Shows why something the screen did failed (a file it could not read). */
  refuse(text: string): void;
  dismiss(): void;
  leave(): void;
}

export type PlayerStore = PlayerState & PlayerActions;

export interface PlayerDeps {
  readonly keys: KeyRing;
  readonly storage: KeyValueStorage | null;
}

/** Which of the campaign's players this browser holds the listed key of; a note if a kept key differs. */
async function keysFor(ring: KeyRing, campaign: Campaign): Promise<{ mine: string[]; keyNote: string | null }> {
  const listed = await ring.listKeys();
  if (!listed.ok) return { mine: [], keyNote: listed.reason };
  const players = playerIds(campaign);
  const kept = listed.keys.filter((k) => players.includes(k.participant));
  const mine = kept.filter((k) => listedKey(campaign, k.participant) === k.publicKey).map((k) => k.participant);
  const other = kept.find((k) => !mine.includes(k.participant));
  if (mine.length > 0) return { mine, keyNote: null };
  if (other) return { mine, keyNote: `the key kept here for ${other.participant} is not the one this campaign lists: restore the right one on the Keys tab` };
  return { mine, keyNote: `no key of this campaign's players (${players.join(', ')}) is kept in this browser: you can look, not send orders` };
}

/** The planning store for `me`, when their orders are due now. */
function planningFor(campaign: Campaign, me: string | null): GameApp | null {
  if (!me) return null;
  const made = planningSession(campaign, me);
  return made.ok ? createPlanningApp(made.session) : null;
}

/** The player to play as: the first kept one whose orders or reveal are due, else the first kept. */
function pick(campaign: Campaign, mine: readonly string[]): string | null {
  const { stage } = campaign;
  const due = stage.kind === 'over' ? [] : stage.from;
  return mine.find((id) => due.includes(id)) ?? mine[0] ?? null;
}

export function createPlayerStore(deps: PlayerDeps) {
  return createStore<PlayerStore>()((set, get) => {
    const task = (label: string, work: () => Promise<PbemMessage | null>) => runTask(get, set, label, work);
    /** Runs an export as a task; answers its file once the task succeeded. */
    const exporting = async (label: string, work: (campaign: Campaign, me: string) => Promise<Export | PbemMessage>, to = 'the referee') => {
      let made: Export | null = null;
      await task(label, async () => {
        const { campaign, me } = get();
        if (!campaign || !me) return refusal('open a pack, with your key kept in this browser, first');
        const answer = await work(campaign, me);
        if ('kind' in answer) return answer;
        made = answer;
        return notice(`Saved ${answer.name}: send it to ${to}.`);
      });
      return made;
    };
    return {
      campaign: null,
      mine: [],
      me: null,
      keyNote: null,
      planning: null,
      duel: null,
      ...IDLE,
      openPack: (text, fileName) =>
        task('Checking the pack…', async () => {
          const opened = await openCampaignText(text);
          if (!opened.ok) return refusal(`${fileName} cannot be opened: ${opened.reason}`);
          const { campaign } = opened;
          const { mine, keyNote } = await keysFor(deps.keys, campaign);
          const me = pick(campaign, mine);
          set({ campaign, mine, me, keyNote, planning: planningFor(campaign, me), duel: keptDuel(get().duel, campaign, me) });
          return notice(`Opened ${campaign.doc.name}, checked end to end. ${stageHeadline(campaign)}.`);
        }),
      choose: (me) => {
        const { campaign, mine } = get();
        if (campaign && mine.includes(me)) set({ me, planning: planningFor(campaign, me), duel: keptDuel(get().duel, campaign, me), message: null });
      },
      exportOrders: () => exporting('Signing your orders…', (campaign, me) => signedOrders(deps, campaign, me, get().planning)),
      exportReveal: () => exporting('Signing your reveal…', (campaign, me) => signedReveal(deps, campaign, me)),
      openDuelTurn: (text, fileName) =>
        task('Checking the duel-turn…', async () => {
          const { campaign, me } = get();
          if (!campaign || !me) return refusal('open the latest pack, with your key kept in this browser, first');
          const opened = await openDuelTurn(campaign, me, text, fileName);
          if (!opened.ok) return opened.message;
          // The pack may have changed while the file was checked: the duel-turn answers the one it was checked against.
          if (get().campaign !== campaign || get().me !== me) return refusal(`${fileName} was checked against another pack: open it again`);
          set({ duel: opened.view });
          return opened.message;
        }),
      exportDuelMove: (choice) =>
        exporting('Signing your move…', (campaign, me) => signedDuelMove(deps, campaign, me, get().duel, choice), 'the referee alone'),
      refuse: (text) => set({ message: refusal(text) }),
      dismiss: () => set({ message: null }),
      leave: () => set({ campaign: null, mine: [], me: null, keyNote: null, planning: null, duel: null, message: null }),
    };
  });
}

async function signedOrders(deps: PlayerDeps, campaign: Campaign, me: string, planning: GameApp | null): Promise<Export | PbemMessage> {
  if (!planning) return refusal(`no orders are due from ${me} now`);
  const found = await signerFor(deps.keys, campaign, me);
  if (!found.ok) return refusal(found.reason);
  const written = await writeOrders(campaign, found.signer, plannedOrders(planning));
  if (!written.ok) return refusal(written.reason);
  const { file, secret } = written;
  // The secret is kept before the file is handed out: a file whose secret is lost could never be revealed.
  if (secret) {
    const problem = keepSecret(deps.storage, campaign.gameId, me, file.document.commitment ?? '', secret);
    if (problem) return refusal(`your orders were not exported: ${problem}`);
  }
  return { name: ordersFileName(campaign, me), text: fileText(file) };
}

async function signedReveal(deps: PlayerDeps, campaign: Campaign, me: string): Promise<Export | PbemMessage> {
  const { stage } = campaign;
  if (stage.kind !== 'reveals' || !stage.from.includes(me)) return refusal(`no reveal is due from ${me} now`);
  const secret = findSecret(deps.storage, campaign.gameId, me, stage.closed.commitments[me] ?? '');
  if (!secret)
    return refusal(
      `the dice secret behind your orders for ${turnLabel(campaign, stage.turn)} is not kept in this browser: sign orders and reveal in the same browser`,
    );
  const found = await signerFor(deps.keys, campaign, me);
  if (!found.ok) return refusal(found.reason);
  const written = await writeReveal(campaign, found.signer, secret);
  if (!written.ok) return refusal(written.reason);
  return { name: revealFileName(campaign, me), text: fileText(written.file) };
}

export type PlayerStoreApi = ReturnType<typeof createPlayerStore>;
