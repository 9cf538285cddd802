import { TERRAIN, UNITS, type CombatantReport, type KarnageCombatReport, type Modifier } from '../../rules/index.ts';
import { signed, unitName, type Names } from '../text/names.ts';

function modifiersText(modifiers: readonly Modifier[]): string {
  return modifiers.map((m) => ` ${signed(m.value)} (${m.label})`).join('');
}

function Combatant({ c, role, names }: { c: CombatantReport; role: 'attack' | 'defence'; names: Names }) {
  return (
    <li data-testid={`${role}-roll`}>
      {unitName(names, c.unitId)} from {TERRAIN[c.terrain].name}: d{c.roll.sides} rolled{' '}
      <span className="faces">{c.roll.faces.join(' then ')}</span>
      {c.roll.reroll && <span className="muted"> (re-rolled: {c.roll.reroll})</span>}
      {modifiersText(c.modifiers)} = {c.total}
    </li>
  );
}

/** One fight told in full: the dice faces, re-rolls, modifiers, totals and who won. */
export function CombatReportView({ report, names }: { report: KarnageCombatReport; names: Names }) {
  const won = report.winner === 'attacker';
  return (
    <article className="combat" data-testid="combat-report">
      <h4>
        {report.attackers.map((a) => UNITS[a.unit].name).join(' + ')} against {UNITS[report.defender.unit].name}
      </h4>
      <ul>
        {report.attackers.map((a, i) => (
          <Combatant key={i} c={a} role="attack" names={names} />
        ))}
      </ul>
      <p>
        Attack total <strong>{report.attackTotal}</strong>
        {modifiersText(report.attackModifiers) && <span className="muted"> (with{modifiersText(report.attackModifiers)})</span>}
      </p>
      <ul>
        <Combatant c={report.defender} role="defence" names={names} />
      </ul>
      <p>
        Defence total <strong>{report.defenceTotal}</strong>
      </p>
      <p className={won ? 'result result--win' : 'result result--loss'}>
        {report.attackTotal} against {report.defenceTotal}: {won ? 'the attack wins' : 'the defence holds'}.
      </p>
    </article>
  );
}
