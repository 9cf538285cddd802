// A duelist's side of a duel online (docs/online.md, "Duels online"): the duel-turn the referee wrote for this player
// alone — read by its subject, which only this player may ask for — and the sealed move sent back, checked first by
// the referee's own check. The duel-turn's subject is known from the public campaign (the publication it answers and
// the move), so nothing needs to be listened for: it is looked for while a move of this player's may be due.
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { checkDuelMoveFile } from '../pbem/campaign/duelFiles.ts';
import { readDuelTurn, writeDuelMove, type DuelMoveChoice, type DuelView } from '../pbem/campaign/duelPlayer.ts';
import { fileText, readFileText } from '../pbem/campaign/fileText.ts';
import type { Signer } from '../pbem/campaign/referee.ts';
import type { Campaign } from '../pbem/campaign/stage.ts';
import { MAX_MESSAGE_BYTES } from './natsGame.ts';
import { DUEL_MOVE_TRIES, privateStream, subjects } from './subjects.ts';

/** A round has at most three moves: the holder's, another after a hesitation, the second declarer's. */
const MOVES_IN_A_ROUND = 3;

export type Sent = { ok: true } | { ok: false; reason: string };
/** A file signed and checked, ready for the outbox; or why it is not. */
export type Signed = { ok: true; message: { readonly subject: string; readonly text: string } } | { ok: false; reason: string };

export interface DuelistDeps {
  readonly game: string;
  readonly me: Signer;
  /** Whether a file for `subject` is written (being signed, in the outbox, or sent: kept across reloads). */
  readonly written: (subject: string) => boolean;
  /** Signs a file for `subject` once, puts it in the player's outbox and sends it (OnlinePlayer's). */
  readonly signing: (subject: string, sign: () => Promise<Signed>) => Promise<Sent>;
  /** Why the referee refused the file on each subject of this game it refused (its notices say). */
  readonly refusedSubjects: () => ReadonlyMap<string, string>;
}

/** The move open now was sent before and refused: how many tries are gone, and why the last one was refused. */
export interface DuelRetry {
  readonly attempt: number;
  readonly reason: string;
}

export class OnlineDuelist {
  /** The duel-turn open now, and the publication it answers; null when no move of this player's waits. */
  private open: { readonly head: number; readonly view: DuelView } | null = null;
  private jsm: { readonly nc: NatsConnection; readonly manager: Promise<JetStreamManager> } | null = null;
  private looking = false;
  /** Why the last duel-turn found could not be read (a forged one, say); null while all is well. */
  problem: string | null = null;

  constructor(private readonly deps: DuelistDeps) {}

  /** The duel-turn whose move is this player's now. */
  get view(): DuelView | null {
    return this.open?.view ?? null;
  }

  /** When the move open now is asked for again after a refusal: which try this is, and why the last was refused. */
  get retry(): DuelRetry | null {
    if (!this.open) return null;
    const { head, view } = this.open;
    const refused = this.deps.refusedSubjects();
    let last: DuelRetry | null = null;
    for (let attempt = 1; attempt < DUEL_MOVE_TRIES; attempt++) {
      const reason = refused.get(subjects.duelMove(this.deps.game, head, view.turn.move, this.deps.me.id, attempt - 1));
      if (reason === undefined) break;
      last = { attempt, reason };
    }
    return last;
  }

  /**
   * Where move `move` of the round after publication `head` goes now: the first try whose file was not refused, or
   * null when every try was (the deadline then plays the move as nothing).
   */
  private subjectFor(head: number, move: number): string | null {
    const refused = this.deps.refusedSubjects();
    for (let attempt = 0; attempt < DUEL_MOVE_TRIES; attempt++) {
      const subject = subjects.duelMove(this.deps.game, head, move, this.deps.me.id, attempt);
      if (!refused.has(subject)) return subject;
    }
    return null;
  }

  /** Whether this player's move is sent (and not refused), or cannot be sent again. */
  private answered(head: number, move: number): boolean {
    const subject = this.subjectFor(head, move);
    return subject === null || this.deps.written(subject);
  }

  /**
   * Looks for this player's duel-turn in the round open in `campaign` (a move not yet answered); true when what is
   * open changed. Nothing is looked for outside a duel this player fights.
   */
  async look(nc: NatsConnection | null, campaign: Campaign | null): Promise<boolean> {
    const before = this.open;
    const stage = campaign?.stage;
    if (!nc || !campaign || stage?.kind !== 'duel' || !stage.duelists.includes(this.deps.me.id)) this.open = null;
    else if (this.open && (this.open.head !== campaign.headSeq || this.answered(this.open.head, this.open.view.turn.move))) this.open = null;
    if (this.open || !nc || !campaign || stage?.kind !== 'duel' || this.looking) return before !== this.open;
    this.looking = true;
    try {
      await this.find(nc, campaign);
    } catch {
      // The server away, or the stream not there yet: looked for again on the player's next round.
    } finally {
      this.looking = false;
    }
    return before !== this.open;
  }

  private async find(nc: NatsConnection, campaign: Campaign): Promise<void> {
    if (this.jsm?.nc !== nc) this.jsm = { nc, manager: jetstreamManager(nc, { checkAPI: false }) };
    const manager = await this.jsm.manager;
    const head = campaign.headSeq;
    for (let move = MOVES_IN_A_ROUND - 1; move >= 0; move--) {
      if (this.answered(head, move)) return;
      const subject = subjects.duelTurn(this.deps.game, this.deps.me.id, head, move);
      const message = await manager.direct.getMessage(privateStream(this.deps.game), { last_by_subj: subject });
      if (!message) continue;
      const read = readFileText(message.string(), MAX_MESSAGE_BYTES);
      const viewed = read.ok ? await readDuelTurn(campaign, read.value, this.deps.me.id) : read;
      if (!viewed.ok) {
        this.problem = `the duel-turn on the server does not check: ${viewed.reason}`;
        return;
      }
      if (viewed.view.turn.move !== move) return;
      this.problem = null;
      this.open = { head, view: viewed.view };
      return;
    }
  }

  /** Signs and sends the move for the open duel-turn, once: what the referee would refuse is never sent. */
  async sendMove(campaign: Campaign | null, choice: DuelMoveChoice): Promise<Sent> {
    const open = this.open;
    if (!open || !campaign || campaign.stage.kind !== 'duel' || campaign.headSeq !== open.head)
      return { ok: false, reason: 'no duel move is due from you now' };
    const { turn } = open.view;
    const subject = this.subjectFor(open.head, turn.move);
    if (subject === null) return { ok: false, reason: `your move ${turn.move + 1} of round ${turn.round} was refused ${DUEL_MOVE_TRIES} times` };
    if (this.deps.written(subject)) return { ok: false, reason: `your move ${turn.move + 1} of round ${turn.round} is already sent` };
    const stage = campaign.stage;
    return this.deps.signing(subject, async () => {
      const written = await writeDuelMove(open.view, campaign, this.deps.me, choice);
      const checked = written.ok ? await checkDuelMoveFile(campaign, stage, written.file, []) : written;
      if (!written.ok || !checked.ok) return { ok: false, reason: checked.ok ? 'the move could not be signed' : checked.reason };
      this.open = null;
      return { ok: true, message: { subject, text: fileText(written.file) } };
    });
  }
}
