import { Fragment, type ReactNode } from 'react';
import { describeCombat, type CombatReportBase, type RichText as Text, type TextPart } from '../../rules/index.ts';
import { unitName, unitsName, type Names } from '../../rules/text/names.ts';

function partNode(part: TextPart, names: Names): ReactNode {
  if (typeof part === 'string') return part;
  switch (part.kind) {
    case 'unit':
      return unitName(names, part.unitId);
    case 'units':
      return unitsName(names, part.unitIds);
    case 'strong':
      return <strong>{part.text}</strong>;
    case 'muted':
      return <span className="muted">{part.text}</span>;
    case 'faces':
      return <span className="faces">{part.text}</span>;
  }
}

/** A combat system's display text: units named for this game, dice faces and totals marked. */
export function RichText({ text, names }: { text: Text; names: Names }) {
  return text.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a line's parts never move, it is rebuilt whole from its report
    <Fragment key={i}>{partNode(part, names)}</Fragment>
  ));
}

/** One fight told in full, as its combat system describes it: each side's throws and totals, and who won. */
export function CombatReportView({ report, names }: { report: CombatReportBase; names: Names }) {
  const { title, sides, outcome, steps } = describeCombat(report);
  const result = outcome.winner === 'attacker' ? 'result result--win' : outcome.winner === 'defender' ? 'result result--loss' : 'result';
  return (
    <article className="combat" data-testid="combat-report">
      <h4>{title}</h4>
      {sides.map((side) => (
        <Fragment key={side.role}>
          <ul aria-label={side.label}>
            {side.combatants.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the index is the combatant's fixed place in its side
              <li key={i} data-testid={`${side.role}-roll`}>
                <RichText text={line} names={names} />
              </li>
            ))}
          </ul>
          {side.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a report's lines are fixed
            <p key={i}>
              <RichText text={line} names={names} />
            </p>
          ))}
        </Fragment>
      ))}
      {steps && steps.length > 0 && (
        <ol className="combat__steps" aria-label="Roll by roll">
          {steps.map((step, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fight's rolls are fixed
            <li key={i}>{step}</li>
          ))}
        </ol>
      )}
      <p className={result}>{outcome.text}</p>
    </article>
  );
}
