// The deadline of each step of an online game (docs/online.md, "Deadlines"), on the publication's own clock.
import type { GameReferee } from '../../../io/online/gameReferee.ts';

/**
 * Passes the deadline of a step left open `ms` since its publication (its `publishedAt`, which every player reads
 * too, so a restarted referee keeps the same deadline); once per step, and again every `ms` while it stays open.
 */
export function deadlineTimer(referee: GameReferee, ms: number, now: () => number = Date.now): () => void {
  let passed = { head: -1, at: 0 };
  const timer = setInterval(
    () => {
      const campaign = referee.current;
      const since = Date.parse(campaign?.publications.at(-1)?.publishedAt ?? '');
      if (!campaign || Number.isNaN(since)) return;
      const due = Math.max(since + ms, passed.head === campaign.headSeq ? passed.at + ms : 0);
      if (now() < due) return;
      passed = { head: campaign.headSeq, at: now() };
      void referee.passDeadline();
    },
    Math.min(1000, ms),
  );
  return () => clearInterval(timer);
}
