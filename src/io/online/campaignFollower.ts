// A game's `out` stream read as a campaign: the opening and each publication in order, every one checked as anyone
// would check it, and the notices of files the referee refused. The referee and every player follow it the same
// way; what they know of the game is what the server published.
import { CAMPAIGN_FILE_FORMAT, CAMPAIGN_FILE_VERSION } from '../pbem/campaign/documents.ts';
import { readFileText } from '../pbem/campaign/fileText.ts';
import { extendCampaign, openCampaignFile } from '../pbem/campaign/openCampaign.ts';
import type { Campaign } from '../pbem/campaign/stage.ts';
import type { SignedFile } from '../pbem/signedFile.ts';
import { MAX_MESSAGE_BYTES, type StreamMessage } from './natsGame.ts';
import { parseSubject } from './subjects.ts';

/** A file the referee refused, and why. */
export interface Notice {
  readonly message: number;
  /** The subject the refused file came on (a duel move may then be sent again on its next try's). */
  readonly subject?: string;
  readonly reason: string;
}

/** Publications this follower's own referee wrote, and the campaign they lead to (see `expect`). */
interface Expected {
  readonly firstSeq: number;
  readonly texts: readonly string[];
  readonly campaign: Campaign;
}

export class CampaignFollower {
  private opening: SignedFile | null = null;
  private readonly published = new Map<number, SignedFile>();
  /** The text each publication came with, by sequence: what `expect` compares. */
  private readonly texts = new Map<number, string>();
  private expected: Expected | null = null;
  /** How many publications were checked by replaying them (not taken as this referee's own): for tests. */
  checked = 0;
  private followed: Campaign | null = null;
  /** Why the stream cannot be followed further (a publication that does not check): null while all is well. */
  problem: string | null = null;
  readonly notices = new Map<number, Notice>();

  constructor(private readonly game: string) {}

  get campaign(): Campaign | null {
    return this.followed;
  }

  private queue: Promise<unknown> = Promise.resolve();

  /** Takes a message of the `out` stream; true when the campaign moved on. One at a time, in the order given. */
  take(message: StreamMessage): Promise<boolean> {
    const taken = this.queue.then(() => this.takeNow(message));
    this.queue = taken.catch(() => {});
    return taken;
  }

  private async takeNow({ subject, text }: StreamMessage): Promise<boolean> {
    const what = parseSubject(subject);
    if (!what || what.game !== this.game) return false;
    const read = readFileText(text, MAX_MESSAGE_BYTES);
    if (!read.ok) {
      this.problem = `${subject}: ${read.reason}`;
      return false;
    }
    if (what.kind === 'notice') {
      const notice = read.value as { reason?: unknown; subject?: unknown };
      const reason = typeof notice.reason === 'string' ? notice.reason.slice(0, 300) : 'refused';
      const on = typeof notice.subject === 'string' && parseSubject(notice.subject)?.game === this.game ? { subject: notice.subject } : {};
      this.notices.set(what.inSeq, { message: what.inSeq, ...on, reason });
      return false;
    }
    if (what.kind === 'campaign') this.opening = read.value as SignedFile;
    else if (what.kind === 'publication') {
      this.published.set(what.seq, read.value as SignedFile);
      this.texts.set(what.seq, text);
    } else return false;
    return this.advance();
  }

  private async advance(): Promise<boolean> {
    const before = this.followed?.headSeq ?? -1;
    if (!this.opening) return false;
    if (!this.followed) {
      const first = this.published.get(0);
      if (!first) return false;
      const opened = await openCampaignFile({ format: CAMPAIGN_FILE_FORMAT, version: CAMPAIGN_FILE_VERSION, campaign: this.opening, publications: [first] });
      if (!opened.ok) {
        this.problem = `the campaign on the server does not check: ${opened.reason}`;
        return false;
      }
      this.followed = opened.campaign;
    }
    for (let next = this.published.get(this.followed.headSeq + 1); next; next = this.published.get(this.followed.headSeq + 1)) {
      const own = this.takeExpected();
      if (own === 'taken') continue;
      if (own === 'waiting') break;
      this.checked++;
      const extended = await extendCampaign(this.followed, next);
      if (!extended.ok) {
        this.problem = `publication ${this.followed.headSeq + 1} on the server does not check: ${extended.reason}`;
        break;
      }
      this.followed = extended.campaign;
    }
    // What the campaign took is in it now: the copies kept until then go (a referee follows a thousand games).
    for (let seq = before + 1; seq <= this.followed.headSeq; seq++) {
      this.published.delete(seq);
      this.texts.delete(seq);
    }
    return this.followed.headSeq !== before;
  }

  /**
   * This follower's referee wrote these publications from `after` (its next sequences) and knows the campaign they
   * make: when they come back from the server exactly as written, the campaign is taken as it is rather than
   * replayed again (the referee made each step once already). Anything else on those subjects — another
   * referee's copy — is checked as any publication is.
   */
  expect(after: Campaign, texts: readonly string[], campaign: Campaign): void {
    if (texts.length > 0) this.expected = { firstSeq: after.headSeq + 1, texts, campaign };
  }

  /** Whether publications this follower's referee wrote are still on their way back. */
  get awaitingOwn(): boolean {
    return this.expected !== null;
  }

  /** The expected publications will not all come as written (a write failed): each is checked as it comes. */
  forgetExpected(): void {
    this.expected = null;
  }

  /**
   * The expected publications: all back as written (the campaign jumps to their end), some still on their way
   * (wait for them), or not these (another copy is on a subject: it is checked as any publication is).
   */
  private takeExpected(): 'taken' | 'waiting' | 'no' {
    const expected = this.expected;
    const followed = this.followed;
    if (!expected || !followed) return 'no';
    const got = expected.texts.map((_, i) => this.texts.get(expected.firstSeq + i));
    if (expected.firstSeq !== followed.headSeq + 1 || got.some((text, i) => text !== undefined && text !== expected.texts[i])) {
      this.expected = null;
      return 'no';
    }
    if (got.some((text) => text === undefined)) return 'waiting';
    this.expected = null;
    this.followed = expected.campaign;
    return 'taken';
  }

  /** The opening as the server has it (whether or not its first publication is there yet); null before. */
  get openingFile(): SignedFile | null {
    return this.opening;
  }
}
