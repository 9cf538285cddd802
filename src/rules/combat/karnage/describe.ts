import { TERRAIN } from '../../data/terrain.ts';
import { UNITS } from '../../data/units.ts';
import { signed, type CombatDescription, type RichText, type TextPart } from '../view.ts';
import type { CombatantReport, KarnageCombatReport, Modifier } from './report.ts';

function modifiersText(modifiers: readonly Modifier[]): string {
  return modifiers.map((m) => ` ${signed(m.value)} (${m.label})`).join('');
}

/** "Joe's Cavalry from Grasslands: d8 rolled 1 then 5 (re-rolled: …) +1 (…) = 6" */
function combatantLine(c: CombatantReport): RichText {
  const reroll: TextPart[] = c.roll.reroll ? [{ kind: 'muted', text: ` (re-rolled: ${c.roll.reroll})` }] : [];
  return [
    { kind: 'unit', unitId: c.unitId },
    ` from ${TERRAIN[c.terrain].name}: d${c.roll.sides} rolled `,
    { kind: 'faces', text: c.roll.faces.join(' then ') },
    ...reroll,
    `${modifiersText(c.modifiers)} = ${c.total}`,
  ];
}

/** A combatant's dice for the board: "1→5" when a die was re-rolled or ran on. */
const facesShort = (c: CombatantReport): string => c.roll.faces.join('→');

/** A Karnage fight told in full: the dice faces, re-rolls, modifiers, totals and who won. */
export function describeKarnageReport(report: KarnageCombatReport): CombatDescription {
  const won = report.winner === 'attacker';
  const combined = modifiersText(report.attackModifiers);
  const attackers: TextPart = { kind: 'units', unitIds: report.attackers.map((a) => a.unitId) };
  return {
    title: `${report.attackers.map((a) => UNITS[a.unit].name).join(' + ')} against ${UNITS[report.defender.unit].name}`,
    sides: [
      {
        role: 'attack',
        label: 'Attack',
        combatants: report.attackers.map(combatantLine),
        lines: [
          [
            'Attack total ',
            { kind: 'strong', text: String(report.attackTotal) },
            ...(combined ? [{ kind: 'muted' as const, text: ` (with${combined})` }] : []),
          ],
        ],
      },
      {
        role: 'defence',
        label: 'Defence',
        combatants: [combatantLine(report.defender)],
        lines: [['Defence total ', { kind: 'strong', text: String(report.defenceTotal) }]],
      },
    ],
    outcome: {
      text: `${report.attackTotal} against ${report.defenceTotal}: ${won ? 'the attack wins' : 'the defence holds'}.`,
      winner: report.winner,
    },
    glance: {
      attack: { dice: report.attackers.map(facesShort).join(' · '), result: String(report.attackTotal) },
      defence: { dice: facesShort(report.defender), result: String(report.defenceTotal) },
    },
    summary: [
      attackers,
      ' attacked ',
      { kind: 'unit', unitId: report.defender.unitId },
      `: ${report.attackTotal} against ${report.defenceTotal}, ${won ? 'the attack wins' : 'the defence holds'}`,
    ],
  };
}
