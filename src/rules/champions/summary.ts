import type { DuelReport } from '../duel/report.ts';

/** A duel in one line for the log: "Ann's Knight fought Bob's Warlord in a duel: Bob's Warlord is beaten after round 2 (vitality 7 and 0)". */
export function duelSummary(report: DuelReport): string {
  const [a, d] = report.final;
  const end =
    report.end.reason === 'beaten'
      ? `${report.end.beaten.join(' and ')} ${report.end.beaten.length === 1 ? 'is' : 'are'} beaten after round ${report.end.afterRound}`
      : report.end.reason === 'both hesitated'
        ? 'both hesitated, and the duel is over'
        : `no one is beaten after ${report.end.afterRound} rounds`;
  return `${a.name} fought ${d.name} in a duel: ${end} (vitality ${a.vitality} and ${d.vitality})`;
}
