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

export class CampaignFollower {
  private opening: SignedFile | null = null;
  private readonly published = new Map<number, SignedFile>();
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
    else if (what.kind === 'publication') this.published.set(what.seq, read.value as SignedFile);
    else return false;
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
      const extended = await extendCampaign(this.followed, next);
      if (!extended.ok) {
        this.problem = `publication ${this.followed.headSeq + 1} on the server does not check: ${extended.reason}`;
        break;
      }
      this.followed = extended.campaign;
    }
    return this.followed.headSeq !== before;
  }

  /** The opening as the server has it (whether or not its first publication is there yet); null before. */
  get openingFile(): SignedFile | null {
    return this.opening;
  }
}
