import type { DuelReport } from '../duel/report.ts';

/** A duel in one line for the log: "Ann's Cavalry's Knight fought Bob's Warriors' Warlord: the Warlord is beaten after round 2". */
export function duelSummary(report: DuelReport, attacker: string, defender: string): string {
  const [a, d] = report.final;
  const end =
    report.end.reason === 'beaten'
      ? `${report.end.beaten.join(' and ')} ${report.end.beaten.length === 1 ? 'is' : 'are'} beaten after round ${report.end.afterRound}`
      : report.end.reason === 'both hesitated'
        ? 'both hesitated, and the duel is over'
        : `no one is beaten after ${report.end.afterRound} rounds`;
  return `${attacker}'s hero fought ${defender}'s hero in a duel: ${end} (vitality ${a.vitality} and ${d.vitality})`;
}
