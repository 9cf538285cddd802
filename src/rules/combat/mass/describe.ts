import { UNITS } from '../../data/units.ts';
import { signed, type CombatDescription, type RichText, type TextPart } from '../view.ts';
import { total } from './forces.ts';
import { standingMen } from './men.ts';
import type { CasualtyTerms, ChargeRun, MassCombatReport, MassForceReport, Part, VolleyTerms } from './report.ts';
import { DISSOLVED_AT } from './table.ts';

// A Mass battle fight told for the screens [seed 003]: every term of the casualty formula, one step each, and
// men before and after, exact (volleys leave fractions of men).

/** A number as the rules count it: exact (18.75, 0.015625), with a real minus sign. */
export const num = (value: number): string => (value < 0 ? `−${-value}` : String(value));
/** "1 man", "2 men", "18.75 men". */
export const menCount = (men: number): string => `${num(men)} ${men === 1 ? 'man' : 'men'}`;

/** "AvDam 6 = 5 (Warriors: d8 skill, heavy damage) +1 (3 Weaponsmiths in play)"; one part: "AvDam 5 (…)". */
export function partsText(name: string, parts: readonly Part[]): string {
  if (parts.length === 0) return `${name} 0`;
  const terms = parts.map((p, i) => `${i === 0 ? num(p.value) : signed(p.value)} (${p.label})`).join(' ');
  return parts.length === 1 ? `${name} ${terms}` : `${name} ${num(total(parts))} = ${terms}`;
}

/** How a combatant is named in a line: its unit on the board, else its unit type, else its side. */
function nameParts(force: MassForceReport, fallback: string): TextPart {
  if (force.unitId !== undefined) return { kind: 'unit', unitId: force.unitId };
  return force.unit === undefined ? fallback : UNITS[force.unit].name;
}

/** Its name in a sentence, with its verb: "the Footmen are", "the defence is". */
function inSentence(force: MassForceReport, fallback: string): { readonly name: string; readonly is: string } {
  return force.unit === undefined ? { name: fallback, is: 'is' } : { name: `the ${UNITS[force.unit].name}`, is: 'are' };
}

const attackerFallback = (report: MassCombatReport, i: number): string => (report.attackers.length > 1 ? `attacker ${i + 1}` : 'the attacker');
const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const shortName = (force: MassForceReport, fallback: string): string => (force.unit === undefined ? fallback : UNITS[force.unit].name);

function fate(after: number): TextPart[] {
  if (standingMen({ men: after }) === 0) return [{ kind: 'muted', text: ' (destroyed)' }];
  return standingMen({ men: after }) <= DISSOLVED_AT ? [{ kind: 'muted', text: ' (dissolved)' }] : [];
}

/** "Joe's Warriors: 20 → 18 men · AvDam 5 (…) · AvTough 4 (…)" */
function combatantLine(force: MassForceReport, after: number, fallback: string, destroyed: boolean): RichText {
  return [
    nameParts(force, capitalized(fallback)),
    `: ${num(force.men)} → ${menCount(after)} · ${partsText('AvDam', force.avDam)} · ${partsText('AvTough', force.avTough)}`,
    ...(destroyed ? fate(after) : []),
  ];
}

/** A value of this fight beside the unit's standing one: "6 (5 +1 charging)". */
function adjusted(value: number, standing: number, why: (difference: number) => string): string {
  const difference = value - standing;
  return difference === 0 ? num(value) : `${num(value)} (${num(standing)} ${why(difference)})`;
}

const RANGE_PENALTY: Readonly<Record<string, number>> = { medium: -1, long: -2 };

/** A shooter's AvDam beside its standing one: its range band, and an extra rank behind (they may cancel out). */
function fireAvDam(value: number, standing: number, band: string | undefined): string {
  const range = RANGE_PENALTY[band ?? ''] ?? 0;
  const rank = value - standing - range;
  const why = [range === 0 ? '' : `${signed(range)} ${band} range`, rank === 0 ? '' : `${signed(rank)} an extra rank behind`].filter(Boolean);
  return why.length === 0 ? num(value) : `${num(value)} (${num(standing)} ${why.join(' ')})`;
}

/** "; difference 5, 5 / 4 = 1.25 → rounded up: 2 men" */
function roundingText(terms: CasualtyTerms): string {
  const d = num(terms.difference);
  switch (terms.rounding) {
    case 'exactly-zero':
      return '; difference 0 → exactly 0 kills one: 1 man';
    case 'negative':
      return `; difference ${d} → below 0 kills none: 0 men`;
    case 'exact':
      return `; difference ${d}, ${d} / 4 = ${num(terms.quotient)}: ${menCount(terms.killed)}`;
    default:
      return `; difference ${d}, ${d} / 4 = ${num(terms.quotient)} → rounded up: ${menCount(terms.killed)}`;
  }
}

/** Sides of one blow as "10 active × AvDam 5 = 50 against 10 × AvTough 5 = 50". */
function blowText(terms: CasualtyTerms, strikers: readonly string[], struck: readonly string[]): string {
  const attack = terms.strikers.map((t, i) => `${t.active} active × AvDam ${strikers[i] ?? num(t.value)}`).join(' + ');
  const defence = terms.struck.map((t, i) => `${t.active} × AvTough ${struck[i] ?? num(t.value)}`).join(' + ');
  return `${attack} = ${num(terms.attackStrength)} against ${defence} = ${num(terms.defenceStrength)}${roundingText(terms)}`;
}

const capped = (killed: number, lost: number): string => (lost < killed ? ` (only ${menCount(lost)} to lose)` : '');

function chargeStep(report: MassCombatReport, run: ChargeRun): string {
  const who =
    report.attackers.length > 1
      ? `Charge by ${shortName(report.attackers[run.attacker] as MassForceReport, attackerFallback(report, run.attacker))}`
      : 'Charge';
  const inches = `${who}: Pace ${run.pace} + running die ${run.die} = ${run.pace + run.die} inches, ${run.needed} needed`;
  if (!run.reached) return `${inches}: it falls short and does not fight`;
  const striker = report.attack?.strikers[report.fighting.indexOf(run.attacker)];
  const bonus = striker ? striker.value - total(report.attackers[run.attacker]?.avDam ?? []) : 0;
  return `${inches}: it reaches (${bonus > 0 ? `${signed(bonus)} AvDam` : 'no charge weapon: no bonus'})`;
}

/** Melee: the attack's blow, the defender's blow back (or why there is none), and how a pair shares it. */
function meleeSteps(report: MassCombatReport): string[] {
  const { attack, riposte, fighting, defender } = report;
  if (!attack) return ['No fight: the charge fell short.'];
  const fought = fighting.map((i) => report.attackers[i] as MassForceReport);
  const struckTough = attack.struck[0]?.value ?? 0;
  const defending = struckTough > total(defender.avTough);
  const strikers = attack.strikers.map((t, k) => adjusted(t.value, total(fought[k]?.avDam ?? []), (d) => `${signed(d)} charging`));
  const steps = [
    `Attack: ${blowText(attack, strikers, [adjusted(struckTough, total(defender.avTough), (d) => `${signed(d)} DEFEND`)])}${capped(attack.killed, report.defenderLosses)}`,
  ];
  if (!riposte) return [...steps, 'Riposte: none, the defender marched and cannot strike back.'];
  const half = defending ? ' (half, under DEFEND)' : '';
  const taken = fighting.reduce((sum, i) => sum + (report.attackerLosses[i] ?? 0), 0);
  steps.push(`Riposte${half}: ${blowText(riposte, [], [])}${capped(riposte.killed, taken)}`);
  if (fighting.length > 1) {
    const shares = fighting.map(
      (i) => `${shortName(report.attackers[i] as MassForceReport, attackerFallback(report, i))} ${num(report.attackerLosses[i] ?? 0)}`,
    );
    steps.push(`Riposte shared by the men in contact: ${shares.join(', ')}.`);
  }
  return steps;
}

function fireStep(report: MassCombatReport, attack: CasualtyTerms): string {
  const strikers = attack.strikers.map((t, k) => {
    const force = report.attackers[report.fighting[k] ?? k];
    return fireAvDam(t.value, total(force?.avDam ?? []), force?.band);
  });
  const struck = attack.struck.map((t) => adjusted(t.value, total(report.defender.avTough), (d) => `${signed(d)} DEFEND`));
  return `Fire: ${blowText(attack, strikers, struck)}${capped(attack.killed, report.defenderLosses)}`;
}

/** "20 archers × (max(0, 4 − 5) + max(0, 0.5 − 0.25)) / 4 = 1.25 wounds a volley × 1 = 1.25 wounds" */
function volleySteps(report: MassCombatReport, v: VolleyTerms): string[] {
  const types = new Set(report.attackers.map((a) => a.unit));
  const [only] = [...types];
  const who = types.size === 1 && only !== undefined ? UNITS[only].name.toLowerCase() : 'shooters';
  const parts = `(max(0, ${num(v.avDam)} − ${num(v.avTough)}) + max(0, ${num(v.penetratingAvDam)} − ${num(v.penetratingAvTough)}))`;
  const before = report.defender.men;
  const after = report.menAfter.defender;
  return [
    `Volley: ${v.attackers} ${who} × ${parts} / 4 = ${num(v.perVolley)} wounds a volley × ${v.volleys} = ${num(v.wounds)} wounds${capped(v.wounds, report.defenderLosses)}`,
    `Wounds are kept exactly: ${num(before)} − ${num(report.defenderLosses)} = ${menCount(after)}, ${standingMen({ men: after })} standing.`,
  ];
}

/** Every term of the formula, one line each, in the order the rules work them out. */
export function massSteps(report: MassCombatReport): string[] {
  const charges = report.charges.map((run) => chargeStep(report, run));
  if (report.action === 'volley' && report.volley) return [...charges, ...volleySteps(report, report.volley)];
  if (report.action === 'fire' && report.attack) return [...charges, fireStep(report, report.attack)];
  return [...charges, ...meleeSteps(report)];
}

/** "the Footmen are dissolved (5 men left)", for each unit the fight destroyed. */
function fates(report: MassCombatReport): string[] {
  const one = (force: MassForceReport, fallback: string, after: number): string => {
    const { name, is } = inSentence(force, fallback);
    return standingMen({ men: after }) === 0 ? `${name} ${is} destroyed (no man left)` : `${name} ${is} dissolved (${menCount(after)} left)`;
  };
  const attackers = report.attackersDestroyed.map((i) =>
    one(report.attackers[i] as MassForceReport, attackerFallback(report, i), report.menAfter.attackers[i] ?? 0),
  );
  return [...attackers, ...(report.defenderDestroyed ? [one(report.defender, 'the defence', report.menAfter.defender)] : [])];
}

const attackLost = (report: MassCombatReport): number => report.attackerLosses.reduce((sum, n) => sum + n, 0);

function outcomeText(report: MassCombatReport): string {
  const list = fates(report);
  const end = list.length === 0 ? 'nobody is destroyed' : list.join(' and ');
  if (report.fighting.length === 0) return `The charge falls short: no man is lost; ${end}.`;
  const lost = attackLost(report);
  const each =
    report.attackers.length > 1 && lost > 0
      ? ` (${report.attackers.map((a, i) => `${shortName(a, attackerFallback(report, i))} ${num(report.attackerLosses[i] ?? 0)}`).join(', ')})`
      : '';
  return `The defence loses ${menCount(report.defenderLosses)}, the attack ${lost === 0 ? 'none' : num(lost)}${each}; ${end}.`;
}

/** Who won: the side that destroyed the other and lost no unit; a fight that destroys nobody, or both, has no winner. */
function winnerOf(report: MassCombatReport): 'attacker' | 'defender' | null {
  const attackLoss = report.attackersDestroyed.length > 0;
  if (report.defenderDestroyed && !attackLoss) return 'attacker';
  if (attackLoss && !report.defenderDestroyed) return 'defender';
  return null;
}

const VERBS = { engage: 'engaged', charge: 'charged', fire: 'fired on', volley: 'loosed a volley at' } as const;

function summary(report: MassCombatReport): RichText {
  // Attackers all on the board are named together ("Joe's two Warriors"); a referee's bare sides one by one.
  const attackers: TextPart[] = report.attackers.every((a) => a.unitId !== undefined)
    ? [{ kind: 'units', unitIds: report.attackers.map((a) => a.unitId) }]
    : report.attackers.flatMap((a, i) => [
        ...(i > 0 ? [' and '] : []),
        nameParts(a, i === 0 ? capitalized(attackerFallback(report, i)) : attackerFallback(report, i)),
      ]);
  const verb = report.charges.length > 0 ? 'charged' : VERBS[report.action];
  const men = (n: number) => `${num(n)} ${n === 1 ? 'man' : 'men'}`;
  // Fire and volleys strike one way: only the target's losses are worth a word.
  const oneWay = report.action === 'fire' || report.action === 'volley';
  const result =
    report.fighting.length === 0
      ? ': fell short'
      : oneWay
        ? `: ${men(report.defenderLosses)} lost`
        : `: ${men(report.defenderLosses)} lost, and the attack ${num(attackLost(report))}`;
  const destroyed: TextPart[] = [
    ...report.attackersDestroyed.map((i) => ({
      force: report.attackers[i] as MassForceReport,
      after: report.menAfter.attackers[i] ?? 0,
      fallback: attackerFallback(report, i),
    })),
    ...(report.defenderDestroyed ? [{ force: report.defender, after: report.menAfter.defender, fallback: 'the defence' }] : []),
  ].flatMap(({ force, after, fallback }) => ['; ', nameParts(force, fallback), standingMen({ men: after }) === 0 ? ' destroyed' : ' dissolved']);
  return [...attackers, ` ${verb} `, nameParts(report.defender, 'the defence'), result, ...destroyed];
}

/** "Warriors + Warriors against Footmen"; a referee's bare side is its men: "20 men". */
function title(report: MassCombatReport): string {
  const name = (force: MassForceReport) => (force.unit === undefined ? menCount(force.men) : UNITS[force.unit].name);
  return `${report.attackers.map(name).join(' + ')} against ${name(report.defender)}`;
}

/** A Mass battle fight told in full: each side's men before and after, AvDam and AvTough by part, every term of the formula. */
export function describeMassReport(report: MassCombatReport): CombatDescription {
  const attackersLost = attackLost(report);
  return {
    title: title(report),
    sides: [
      {
        role: 'attack',
        label: 'Attack',
        combatants: report.attackers.map((force, i) =>
          combatantLine(force, report.menAfter.attackers[i] ?? force.men, attackerFallback(report, i), report.attackersDestroyed.includes(i)),
        ),
        lines: [['Lost: ', { kind: 'strong', text: menCount(attackersLost) }]],
      },
      {
        role: 'defence',
        label: 'Defence',
        combatants: [combatantLine(report.defender, report.menAfter.defender, 'the defence', report.defenderDestroyed)],
        lines: [['Lost: ', { kind: 'strong', text: menCount(report.defenderLosses) }]],
      },
    ],
    steps: massSteps(report),
    // Mass battle rolls no dice: its losses are worked out exactly.
    glance: {
      attack: { dice: '', result: `lost ${menCount(attackersLost)}` },
      defence: { dice: '', result: `lost ${menCount(report.defenderLosses)}` },
    },
    outcome: { text: outcomeText(report), winner: winnerOf(report) },
    summary: summary(report),
  };
}
