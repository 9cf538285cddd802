// A Champions duel told in full: per round the initiative and its cards, who hesitated, then per register
// both maneuvers, their cards, every term of their totals and what came of them; then the end. The duel
// screen's reveal shows the same registers one by one. Fetched only by a game that has had a duel.
import type { DuelReport, ManeuverReport, Pair, RegisterReport, RoundReport } from '../../rules/index.ts';
import { endText, maneuverText, rangeText, resultText, signed, termsText, weaponText } from './duelText.ts';
import './duelReport.css';

function ManeuverCell({ report, side }: { report: ManeuverReport | null; side: 0 | 1 }) {
  if (!report) return <td className="duel-register__none">—</td>;
  const { success } = report;
  return (
    <td data-testid={`side-${side}`}>
      <span className="duel-register__what">{maneuverText(report)}</span>{' '}
      <span className="duel-card" data-testid="card">
        {report.card}
      </span>
      {report.terms && (
        <span className="duel-register__terms">
          {termsText(report.terms)} = <strong data-testid="total">{signed(report.total ?? 0)}</strong>
        </span>
      )}
      <span className={success ? 'result result--win' : success === false ? 'result result--loss' : 'result'}> {resultText(report)}</span>
      {report.effects.length > 0 && (
        <ul className="duel-register__effects">
          {report.effects.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a register's effects are fixed
            <li key={i}>{e.text}</li>
          ))}
        </ul>
      )}
    </td>
  );
}

/** One register: both sides' maneuvers side by side (the attacker's hero first), then the range and vitality after. */
export function RegisterView({ register, names }: { register: RegisterReport; names: Pair<string> }) {
  return (
    <table className="duel-register" data-testid={`register-${register.register}`}>
      <caption>
        Register {register.register} at {rangeText(register.rangeBefore)} ({register.first} first)
      </caption>
      <thead>
        <tr>
          <th scope="col">{names[0]}</th>
          <th scope="col">{names[1]}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <ManeuverCell report={register.sides[0]} side={0} />
          <ManeuverCell report={register.sides[1]} side={1} />
        </tr>
        <tr className="muted">
          <td data-testid="vitality-0">vitality {register.after[0].vitality}</td>
          <td data-testid="vitality-1">vitality {register.after[1].vitality}</td>
        </tr>
      </tbody>
      {register.effects.length > 0 && (
        <tfoot>
          <tr>
            <td colSpan={2}>{register.effects.map((e) => e.text).join('; ')}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/** How the round's initiative went: "Bob's Warlord holds the initiative (drawn: Ann's Knight −1, −4; Bob's Warlord +9 (hit), +9)". */
function initiativeText(round: RoundReport, names: Pair<string>): string {
  const { draw, how, holder } = round.initiative;
  const drawn = draw && ` (drawn: ${names[0]} ${draw[0].join(', ')}; ${names[1]} ${draw[1].join(', ')})`;
  return `${holder} holds the initiative${how === 'drawn' ? (drawn ?? '') : ` (${how})`}`;
}

export function RoundView({ round, names }: { round: RoundReport; names: Pair<string> }) {
  return (
    <li>
      <h5>
        Round {round.round} at {rangeText(round.rangeBefore)}
      </h5>
      <p>{initiativeText(round, names)}.</p>
      {round.hesitated.length > 0 && <p>Hesitated: {round.hesitated.join(', then ')}.</p>}
      {round.hands && (
        <p className="muted">
          Hands: {names[0]} {round.hands[0].join(', ') || 'none'}; {names[1]} {round.hands[1].join(', ') || 'none'}.
        </p>
      )}
      {round.holder !== null && round.registers.length === 0 && <p className="muted">Neither played a maneuver.</p>}
      {round.registers.map((r) => (
        <RegisterView key={r.register} register={r} names={names} />
      ))}
    </li>
  );
}

/** A whole duel, as the turn report and the event log show it. */
export default function DuelReportView({ report }: { report: DuelReport }) {
  const names: Pair<string> = [report.combatants[0].name, report.combatants[1].name];
  const [a, d] = report.combatants;
  const [fa, fd] = report.final;
  return (
    <article className="combat duel-report" data-testid="duel-report">
      <h4>
        Duel: {a.name} against {d.name}
      </h4>
      <p className="muted">
        {a.name}: modifiers {signed(a.modifiers)}, {weaponText(a.weapon)}
        {a.offHand && ` and ${weaponText(a.offHand)}`}, vitality {a.vitality}. {d.name}: modifiers {signed(d.modifiers)}, {weaponText(d.weapon)}
        {d.offHand && ` and ${weaponText(d.offHand)}`}, vitality {d.vitality}. Starting at {rangeText(report.startRange)}.
      </p>
      <ol className="duel-rounds">
        {report.rounds.map((r) => (
          <RoundView key={r.round} round={r} names={names} />
        ))}
      </ol>
      <p className="result" data-testid="duel-end">
        Over after round {report.end.afterRound}: {endText(report.end.reason)}
        {report.end.beaten.length > 0 && ` (${report.end.beaten.join(' and ')} beaten)`}. {fa.name} vitality {fa.vitality}, {fd.name} vitality {fd.vitality}.
      </p>
    </article>
  );
}
