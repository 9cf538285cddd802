// One online game's referee, rebuilt from its two streams and driven by them: everything it knows came from the
// server, and everything it decides goes back there before it counts. So it can be stopped at any point — even
// killed between two publications — and started again without losing or doubling a turn: a publication is only
// ever written on its own sequence's subject, which takes one message.
import { fileText, readFileText } from '../pbem/campaign/fileText.ts';
import { createCampaign, openingPublication, type Signer } from '../pbem/campaign/referee.ts';
import type { Campaign } from '../pbem/campaign/stage.ts';
import type { SignedFile } from '../pbem/signedFile.ts';
import { CampaignFollower } from './campaignFollower.ts';
import { checkJoin } from './joins.ts';
import { MAX_MESSAGE_BYTES, type StreamMessage } from './natsGame.ts';
import type { OnlineGame } from './onlineGames.ts';
import { onlineScenario } from './onlineGames.ts';
import type { SentMove } from './refereeDuelStep.ts';
import { refereeStep, type SentFile } from './refereeStep.ts';
import { parseSubject, subjects } from './subjects.ts';

/** Where the referee writes: once per subject; `taken` when the subject already holds a message. */
export type Publish = (subject: string, text: string) => Promise<{ ok: true } | { ok: false; taken: boolean; reason: string }>;

/** How soon a write the server did not take is tried again. */
const RETRY_MS = 500;

export interface RefereeLog {
  info(line: string): void;
  warn(line: string): void;
}

export class GameReferee {
  /** The campaign as the server has published it: publications count once they come back from it. */
  private readonly follower: CampaignFollower;
  private readonly sent: SentFile[] = [];
  private readonly moves: SentMove[] = [];
  /** Duel-turns written (or found there already) on their private subjects: not written again. */
  private readonly told = new Set<string>();
  private readonly joins = new Map<string, string>();
  /** The subject each message of the `in` stream came on, by its sequence: a notice names it. */
  private readonly inSubjects = new Map<number, string>();
  /** Files that passed their step's check: not checked again as the step's other files come in. */
  private readonly passed = new Set<number>();
  /** Files whose refusal is out (or on its way): not looked at again. */
  private readonly refused = new Set<number>();
  private deadlinePassed = false;
  private queue: Promise<void> = Promise.resolve();
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly game: OnlineGame,
    private readonly referee: Signer & { readonly publicKey: string },
    private readonly publish: Publish,
    private readonly log: RefereeLog,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {
    this.follower = new CampaignFollower(game.id);
  }

  get gameId(): string {
    return this.game.id;
  }

  /** How many publications it replayed to check them: its own, back as written, are taken as it made them. */
  get replayed(): number {
    return this.follower.checked;
  }

  /** The campaign as far as the server has it (null before every seat has joined). */
  get current(): Campaign | null {
    return this.follower.campaign;
  }

  /** A message of the game's `out` stream; `caughtUp` when none is left waiting. Handled one at a time. */
  onOut(message: StreamMessage, caughtUp: boolean): Promise<void> {
    return this.serially(async () => {
      await this.takeOut(message);
      if (caughtUp) await this.step();
    });
  }

  /** A message of the game's `in` stream. */
  onIn(message: StreamMessage, caughtUp: boolean): Promise<void> {
    return this.serially(async () => {
      await this.takeIn(message);
      if (caughtUp) await this.step();
    });
  }

  /** The deadline of the open step passed: missing players are left out. */
  passDeadline(): Promise<void> {
    return this.serially(async () => {
      this.deadlinePassed = true;
      await this.step();
    });
  }

  /** Looks again at what is waiting (after both streams were read to their ends). */
  wake(): Promise<void> {
    return this.serially(() => this.step());
  }

  /** A write the server did not take (down, restarting): the same step is decided and tried again shortly. */
  private retryLater(): void {
    if (this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.wake();
    }, RETRY_MS);
  }

  /** Stops trying again (the referee is stopping). */
  stop(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }

  private serially(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work, work);
    return this.queue;
  }

  private async takeOut(message: StreamMessage): Promise<void> {
    const moved = await this.follower.take(message);
    for (const seq of this.follower.notices.keys()) this.refused.add(seq);
    if (this.follower.problem) this.log.warn(`${this.game.id}: ${this.follower.problem}`);
    const campaign = this.follower.campaign;
    if (moved && campaign) {
      this.deadlinePassed = false;
      this.log.info(`${this.game.id}: publication ${campaign.headSeq} (${describeStage(campaign)})`);
    }
  }

  private async takeIn({ seq, subject, text }: StreamMessage): Promise<void> {
    const what = parseSubject(subject);
    if (!what || what.game !== this.game.id) return;
    this.inSubjects.set(seq, subject);
    const read = readFileText(text, MAX_MESSAGE_BYTES);
    if (!read.ok) return this.refuse(seq, read.reason);
    if (what.kind === 'join') {
      const joined = await checkJoin(read.value, this.game.id, what.player);
      if (!joined.ok) return this.refuse(seq, joined.reason);
      this.joins.set(joined.player, joined.publicKey);
      return;
    }
    if (what.kind === 'orders' || what.kind === 'reveal') this.sent.push({ seq, subject: what, value: read.value });
    if (what.kind === 'duel-move') this.moves.push({ seq, subject: what, value: read.value });
  }

  /** Refuses message `seq` of the `in` stream: a notice naming it (and its subject, so its sender can try again). */
  private async refuse(seq: number, reason: string): Promise<void> {
    if (this.refused.has(seq)) return;
    const subject = this.inSubjects.get(seq);
    this.refused.add(seq);
    this.log.info(`${this.game.id}: message ${seq} refused: ${reason}`);
    const notice = { kind: 'notice', gameId: this.game.id, message: seq, ...(subject ? { subject } : {}), reason };
    const done = await this.publish(subjects.notice(this.game.id, seq), fileText(notice));
    if (!done.ok && !done.taken) {
      this.refused.delete(seq);
      this.retryLater();
    }
  }

  private async step(): Promise<void> {
    // This referee's publications are on their way back: nothing is decided until they are.
    if (this.follower.awaitingOwn) return;
    const campaign = this.follower.campaign;
    if (!campaign) return this.open();
    const options = { refused: this.refused, deadlinePassed: this.deadlinePassed, now: this.now(), passed: this.passed };
    const action = await refereeStep(campaign, this.sent, this.referee, options, this.moves);
    switch (action.kind) {
      case 'refuse':
        await this.refuse(action.seq, action.reason);
        return this.step();
      case 'publish':
        this.follower.expect(campaign, action.publications.map(fileText), action.campaign);
        if (!(await this.publishAll(action.publications, campaign.headSeq + 1))) return;
        if (action.duelTurn) await this.tell(action.duelTurn.subject, action.duelTurn.file);
        return;
      case 'stuck':
        return this.log.warn(`${this.game.id}: ${action.reason}`);
      default:
        return;
    }
  }

  /**
   * The new publications, each on its own sequence's subject; the campaign moves on as they come back. False when
   * one was not written: by this referee (tried again shortly), or by this one (another's copy counts).
   */
  private async publishAll(publications: readonly SignedFile[], firstSeq: number): Promise<boolean> {
    for (const [i, file] of publications.entries()) {
      const done = await this.publish(subjects.publication(this.game.id, firstSeq + i), fileText(file));
      // Taken: another referee (or this one before a restart) wrote it; the stream's copy is the one that counts.
      if (!done.ok && !done.taken) {
        this.log.warn(`${this.game.id}: publication ${firstSeq + i} not written (${done.reason}); trying again`);
        this.follower.forgetExpected();
        this.retryLater();
        return false;
      }
      if (!done.ok) return false;
    }
    return true;
  }

  /** A duel-turn, to its duelist alone. The same every time it is made (signatures are deterministic): written once. */
  private async tell(subject: string, file: SignedFile): Promise<void> {
    if (this.told.has(subject)) return;
    const done = await this.publish(subject, fileText(file));
    if (!done.ok && !done.taken) {
      this.log.warn(`${this.game.id}: a duel-turn was not written (${done.reason}); trying again`);
      return this.retryLater();
    }
    this.told.add(subject);
    this.log.info(`${this.game.id}: duel-turn out (${subject})`);
  }

  /**
   * Every seat has joined: the campaign opens with their keys. An opening on the server without its first
   * publication (this referee stopped between the two writes) gets that publication now, made from the server's copy.
   */
  private async open(): Promise<void> {
    const onServer = this.follower.openingFile;
    if (onServer) return this.publishOpeningMap(onServer);
    if (this.game.seats.some((s) => !this.joins.has(s.player))) return;
    const scenario = onlineScenario(this.game);
    if ('error' in scenario) return this.log.warn(`${this.game.id}: ${scenario.error}`);
    const created = await createCampaign({
      gameId: this.game.id,
      name: this.game.name,
      schedule: this.game.schedule ?? 'turn-by-turn',
      scenario,
      referee: this.referee,
      players: this.game.seats.map((s) => ({ id: s.player, publicKey: this.joins.get(s.player) ?? '' })),
      now: this.now(),
    });
    if (!created.ok) return this.log.warn(`${this.game.id}: ${created.reason}`);
    const opening = await this.publish(subjects.campaign(this.game.id), fileText(created.file.campaign));
    if (!opening.ok && !opening.taken) {
      this.log.warn(`${this.game.id}: the campaign was not written (${opening.reason}); trying again`);
      return this.retryLater();
    }
    // Taken: an opening is there already (written before a restart); it is the one followed once it is read.
    if (opening.ok) await this.publishAll(created.file.publications, 0);
  }

  private async publishOpeningMap(opening: SignedFile): Promise<void> {
    const first = await openingPublication(opening, this.referee);
    if (!first.ok) return this.log.warn(`${this.game.id}: the opening on the server does not check: ${first.reason}`);
    await this.publishAll([first.file], 0);
  }
}

function describeStage(campaign: Campaign): string {
  const { stage } = campaign;
  if (stage.kind === 'over') return 'the game is over';
  if (stage.kind === 'duel') return `turn ${stage.turn}: a duel`;
  return `turn ${stage.turn}: ${stage.kind} from ${stage.from.join(', ')}`;
}
