import type { DuelReport, ManeuverReport, RoundReport } from '../duel/report.ts';

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

/** One round of a duel in lines, for a referee's publication: the initiative, then each register's maneuvers and what they did. */
export function duelRoundLines(round: RoundReport): string[] {
  const lines = [
    round.holder === null
      ? `Round ${round.round}: both hesitated, and the duel is over`
      : `Round ${round.round}: ${round.holder} holds the initiative${round.hesitated.length > 0 ? ` (${round.hesitated.join(' and ')} hesitated)` : ''}`,
  ];
  for (const register of round.registers) {
    const shown = register.sides.flatMap((side) => (side ? [maneuverText(side)] : []));
    const effects = register.effects.map((e) => e.text);
    lines.push(`Register ${register.register}: ${shown.join('; ') || 'nothing played'}${effects.length > 0 ? `: ${effects.join('; ')}` : ''}`);
  }
  return lines;
}

function maneuverText(m: ManeuverReport): string {
  const outcome = m.total === null ? '' : ` = ${m.total}${m.success === null ? '' : m.success ? ', succeeds' : ', fails'}`;
  const effects = m.effects.map((e) => e.text);
  return `${m.by} ${m.riposte ? 'ripostes' : m.maneuver} with ${m.card}${outcome}${effects.length > 0 ? ` (${effects.join(', ')})` : ''}`;
}
