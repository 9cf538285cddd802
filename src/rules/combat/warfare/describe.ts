import { TERRAIN } from '../../data/terrain.ts';
import { UNITS } from '../../data/units.ts';
import { signed, type CombatDescription, type RichText, type TextPart } from '../view.ts';
import type { ExtraDice, WarfareCombatReport, WarfareForce, WarfareRoll } from './report.ts';
import type { Side, WarfareKind } from './tables.ts';

/** How a side is called in a sentence, with its verb's ending: "the garrison loses", "the besiegers lose". */
function sideName(kind: WarfareKind, side: Side): { readonly name: string; readonly s: string } {
  if (kind === 'siege') return side === 'attacker' ? { name: 'the besiegers', s: '' } : { name: 'the garrison', s: 's' };
  return { name: side === 'attacker' ? 'the attack' : 'the defence', s: 's' };
}

const successes = (n: number) => `${n} success${n === 1 ? '' : 'es'}`;

function forceLine(force: WarfareForce, after: number): RichText {
  const end: TextPart[] = after === 0 ? [{ kind: 'muted', text: ' (destroyed)' }] : [];
  return [
    { kind: 'unit', unitId: force.unitId },
    ` from ${TERRAIN[force.terrain].name}: Might ${force.might}`,
    after === force.might ? '' : ` → ${after}`,
    ...end,
  ];
}

function extraLine(dice: readonly ExtraDice[]): RichText[] {
  if (dice.length === 0) return [];
  return [['Extra dice: ', { kind: 'muted', text: dice.map((d) => `${signed(d.value)} (${d.label})`).join(' ') }]];
}

function rollLines(rolls: readonly WarfareRoll[], faces: (roll: WarfareRoll) => readonly number[], count: (roll: WarfareRoll) => number): RichText[] {
  return rolls.map((roll, i) => [
    `Roll ${i + 1}: `,
    { kind: 'faces', text: faces(roll).join(' ') || 'no dice' },
    ' → ',
    { kind: 'strong', text: successes(count(roll)) },
  ]);
}

/** A side's dice of every roll for the board, roll by roll: "5 3 | 6". */
function rollsShort(rolls: readonly WarfareRoll[], faces: (roll: WarfareRoll) => readonly number[]): string {
  return rolls.map((roll) => faces(roll).join(' ') || '–').join(' | ');
}

/** A roll that did not end the fight: "2 against 1, Wounded: the defence loses 1 Might". */
function rollPhrase(kind: WarfareKind, roll: WarfareRoll, lost: number): string {
  const score = `${roll.attackSuccesses} against ${roll.defenceSuccesses}`;
  if (!roll.loser) return `${score}, ${roll.result}`;
  const { name, s } = sideName(kind, roll.loser);
  return `${score}, ${roll.result}: ${name} lose${s} ${lost} Might`;
}

/** Where a beaten side that is still standing goes, with its verb's ending. */
const MOVES: Record<'retreat' | 'rout' | 'withdraw', (s: string) => string> = {
  retreat: (s) => `retreat${s} from the field`,
  rout: (s) => `flee${s} to the nearest building of ${s ? 'its' : 'their'} own`,
  withdraw: (s) => `go${s ? 'es' : ''} home until the New Year`,
};

/** The roll that ended the fight and what it does to the loser: "… Retreat: the defence loses 2 Might and retreats from the field". */
function endingPhrase(report: WarfareCombatReport, roll: WarfareRoll, lost: number): string {
  const loser: Side = report.winner === 'attacker' ? 'defender' : 'attacker';
  const { name, s } = sideName(report.kind, loser);
  const destroyed = loser === 'attacker' ? report.attackerMight === 0 : report.defenderDestroyed;
  const counted = report.result === roll.result ? '' : ` (counted as ${report.result})`;
  const effect = report.aftermath?.effect;
  const score = `${roll.attackSuccesses} against ${roll.defenceSuccesses}, ${roll.result}`;
  if (effect === 'capture') return `${score}: ${name} falls and the besiegers take its building${counted}`;
  if (destroyed) return `${score}: ${name} lose${s} ${s ? 'its' : 'their'} last Might and ${s ? 'is' : 'are'} destroyed${counted}`;
  const loses = `${name} lose${s} ${lost} Might`;
  if (effect === 'siege-goes-on') return `${score}: ${loses}; the siege goes on next turn`;
  return `${score}: ${loses}${effect ? ` and ${MOVES[effect](s)}` : ''}`;
}

/** Might lost by the loser of each roll, from the Mights before and after it. */
function lossesOf(report: WarfareCombatReport): number[] {
  let attack = report.attackers.reduce((total, f) => total + f.might, 0);
  let defence = report.defender.might;
  return report.rolls.map((roll) => {
    const [attackAfter, defenceAfter] = [roll.attackerMight.reduce((t, m) => t + m, 0), roll.defenderMight];
    const lost = roll.loser === 'attacker' ? attack - attackAfter : defence - defenceAfter;
    [attack, defence] = [attackAfter, defenceAfter];
    return lost;
  });
}

/** A Warfare fight told in full: each roll's dice and successes, what the table made of it, and the end. */
export function describeWarfareReport(report: WarfareCombatReport): CombatDescription {
  const won = report.winner === 'attacker';
  const losses = lossesOf(report);
  const last = report.rolls.length - 1;
  const steps = report.rolls.map((roll, i) => {
    const lost = losses[i] ?? 0;
    return `Roll ${i + 1}: ${i === last ? endingPhrase(report, roll, lost) : rollPhrase(report.kind, roll, lost)}.`;
  });
  const verdict = won ? 'The attack wins' : report.kind === 'siege' ? 'The garrison holds' : 'The defence holds';
  const attackers: TextPart = { kind: 'units', unitIds: report.attackers.map((a) => a.unitId) };
  const rolls = report.rolls.length;
  return {
    title: `${report.attackers.map((a) => UNITS[a.unit].name).join(' + ')} against ${UNITS[report.defender.unit].name}: a ${report.kind}`,
    sides: [
      {
        role: 'attack',
        label: report.kind === 'siege' ? 'Besiegers' : 'Attack',
        combatants: report.attackers.map((force, i) => forceLine(force, report.mightAfter.attackers[i] ?? 0)),
        lines: [
          ...extraLine(report.attackDice),
          ...rollLines(
            report.rolls,
            (r) => r.attackFaces,
            (r) => r.attackSuccesses,
          ),
        ],
      },
      {
        role: 'defence',
        label: report.kind === 'siege' ? 'Garrison' : 'Defence',
        combatants: [forceLine(report.defender, report.defenderMight)],
        lines: [
          ...extraLine(report.defenceDice),
          ...rollLines(
            report.rolls,
            (r) => r.defenceFaces,
            (r) => r.defenceSuccesses,
          ),
        ],
      },
    ],
    steps,
    glance: {
      attack: { dice: rollsShort(report.rolls, (r) => r.attackFaces), result: `Might ${report.attackerMight}` },
      defence: { dice: rollsShort(report.rolls, (r) => r.defenceFaces), result: `Might ${report.defenderMight}` },
    },
    outcome: {
      text: `${verdict}, Might ${report.attackerMight} against ${report.defenderMight}.`,
      winner: report.winner,
    },
    summary: [
      attackers,
      report.kind === 'siege' ? ' besieged ' : ' attacked ',
      { kind: 'unit', unitId: report.defender.unitId },
      `: ${report.result} after ${rolls} roll${rolls === 1 ? '' : 's'}, ${verdict.toLowerCase()} (Might ${report.attackerMight} against ${report.defenderMight})`,
    ],
  };
}
