import { UNITS } from '../../data/units.ts';
import type { AttackerSetup, CombatSetup } from '../setup.ts';
import type { ExactAmount } from '../system.ts';
import type { CombatExplanation, ExplainedCombatant, ShownModifier } from '../view.ts';
import { menCount, num } from './describe.ts';
import { defendPart, fireParts, total, volleyToughness, type MassForce, type Part } from './forces.ts';
import { standingMen } from './men.ts';
import { VOLLEY_AVDAM, VOLLEY_PENETRATING_AVDAM } from './formula.ts';
import { addAmounts } from './fractions.ts';
import { oddsOfWays } from './odds.ts';
import { everyWay } from './ways.ts';
import type { MassCombatReport } from './report.ts';
import { checkMassSetup } from './resolve.ts';
import { attackerForce, bandOf, boardActionAt, defenderForce, fightKind, fullMen, type BoardAction, type FightKind as Kind } from './setupForces.ts';
import { CHARGE_INCHES, DISSOLVED_AT, PACE_INCHES, RUNNING_DIE } from './table.ts';

// A Mass battle fight before it happens [seed 003]: each side's men, AvDam and AvTough by part, what each
// attacker does from its range, the formula, and the losses to expect, exactly.

const actionOf = (attacker: AttackerSetup): BoardAction => boardActionAt(attacker) ?? 'engage';

/** "20 men", "17 of 20 men", "19 of 20 men (18.75 exactly)": whole men standing, a man standing while any part of him is left. */
export function menOfFull(men: number, full: number): string {
  if (men === full) return menCount(men);
  return `${standingMen({ men })} of ${full} men${Number.isInteger(men) ? '' : ` (${num(men)} exactly)`}`;
}

const shown = (parts: readonly Part[]): ShownModifier[] =>
  parts.filter((p) => p.source !== 'base').map(({ source, label, value }) => ({ source, label, value }));

const REACHING_FACES = Array.from({ length: RUNNING_DIE }, (_, i) => i + 1).filter((face) => PACE_INCHES + face >= CHARGE_INCHES).length;

/** What an attacker does from its range, and how many of its men strike (read from the fight with every charge reaching). */
function actionNote(attacker: AttackerSetup, force: MassForce, i: number, reached: MassCombatReport): string {
  const active = reached.attack?.strikers[reached.fighting.indexOf(i)]?.active ?? 0;
  switch (actionOf(attacker)) {
    case 'engage':
      return `engages from next door: ${active} men in contact strike`;
    case 'charge': {
      const weapon = force.chargeWeapon ? '+1 AvDam with its charge weapon' : 'no charge weapon, so no +1 AvDam';
      return `charges from 2 hexes: Pace ${PACE_INCHES} + running die d${RUNNING_DIE} must reach ${CHARGE_INCHES} inches (${REACHING_FACES} faces in ${RUNNING_DIE}); if it reaches, ${active} men strike, ${weapon}`;
    }
    case 'fire':
      return `fires at ${attacker.range} hexes (${bandOf(attacker)} range): ${active} men shoot`;
    default:
      return `looses a volley from ${attacker.range} hexes (${bandOf(attacker)} range): all ${standingMen(force)} men shoot at AvDam ${num(VOLLEY_AVDAM + VOLLEY_PENETRATING_AVDAM)}`;
  }
}

function explainAttacker(setup: CombatSetup, attacker: AttackerSetup, i: number, reached: MassCombatReport | null): ExplainedCombatant {
  const force = attackerForce(setup, attacker);
  const action = actionOf(attacker);
  const men = menOfFull(force.men, fullMen(attacker));
  const tough = `AvTough ${num(total(force.avTough))}`;
  if (action === 'volley') {
    const dropped = shown(force.avDam).length > 0 ? ['its AvDam modifiers do not count in a volley'] : [];
    return {
      strength: `${men} · volley AvDam ${num(VOLLEY_AVDAM + VOLLEY_PENETRATING_AVDAM)} · ${tough}`,
      modifiers: [],
      notes: [...(reached ? [actionNote(attacker, force, i, reached)] : []), ...dropped],
    };
  }
  const avDam = [...force.avDam, ...(action === 'fire' ? fireParts(force, bandOf(attacker) ?? 'short') : [])];
  return {
    strength: `${men} · AvDam ${num(total(avDam))} · ${tough}`,
    modifiers: shown(avDam),
    notes: reached ? [actionNote(attacker, force, i, reached)] : [],
  };
}

/** The defender: AvTough as this fight counts it (DEFEND; against volleys its shield and cover too), and AvDam when it strikes back. */
function explainDefender(setup: CombatSetup, kind: Kind, reached: MassCombatReport | null): ExplainedCombatant {
  const force = defenderForce(setup);
  const men = menOfFull(force.men, fullMen(setup.defender));
  if (kind === 'volley') {
    const { avTough, penetrating } = volleyToughness(force);
    const extra = penetrating.map((p) => ({ source: p.source, label: `${p.label}: penetrating AvTough against volleys`, value: p.value }));
    return {
      strength: `${men} · AvTough ${num(total(avTough))} against volleys · penetrating AvTough ${num(total(penetrating))}`,
      modifiers: [...shown(avTough), ...extra],
      notes: ['as many of its men are struck as there are men shooting'],
    };
  }
  const avTough = [...force.avTough, ...defendPart(force)];
  const struck = reached?.attack?.struck[0]?.active;
  if (kind === 'fire') {
    return {
      strength: `${men} · AvTough ${num(total(avTough))}`,
      modifiers: shown(avTough),
      notes: struck === undefined ? [] : [`${struck} of its men are shot at`],
    };
  }
  const back = reached?.riposte?.strikers[0]?.active;
  const strikes = force.marching
    ? ['it marched: it cannot strike back']
    : back === undefined
      ? []
      : [`${back} of its men strike back${force.defending ? ' (half, under DEFEND)' : ''}`];
  return {
    strength: `${men} · AvTough ${num(total(avTough))} · AvDam ${num(total(force.avDam))}`,
    modifiers: shown(avTough),
    notes: [...(struck === undefined ? [] : [`${struck} of its men are in contact`]), ...strikes],
  };
}

function labels(setup: CombatSetup, kind: Kind): CombatExplanation['labels'] {
  const bands = [...new Set(setup.attackers.map((a) => bandOf(a)))].join(' and ');
  const strikes = setup.defender.marching === true ? 'the defender marched: only the attack strikes' : 'both sides strike';
  const charging = setup.attackers.some((a) => actionOf(a) === 'charge');
  const action =
    kind === 'fire'
      ? `Fire (${bands} range)`
      : kind === 'volley'
        ? `Volley (${bands} range)`
        : charging
          ? `Charge (melee if it reaches, ${strikes})`
          : `Engage (melee, ${strikes})`;
  return {
    attack: `${action}${setup.attackers.length > 1 ? ', a pair: strengths added' : ''}`,
    defence: setup.defender.defending ? 'Defence (DEFEND)' : 'Defence',
  };
}

/** "2 men", "2.5 men (5/2)", "≈ 0.83 men (5/6)"; bare: without "men". */
export function amountText(amount: ExactAmount, men = true): string {
  const word = men ? (amount.value === 1 ? ' man' : ' men') : '';
  if (amount.denominator === 1) return `${num(amount.numerator)}${word}`;
  const decimal = Number.isInteger(amount.value * 100) ? num(amount.value) : `≈ ${num(Math.round(amount.value * 100) / 100)}`;
  return `${decimal}${word} (${amount.numerator}/${amount.denominator})`;
}

/** "Expected: the defence loses 2.5 men (5/2); the attack loses 3 men: Warriors 2, Warriors 1." — exact, from the odds. */
function expectedNote(setup: CombatSetup, ways: readonly MassCombatReport[]): string {
  const expected = oddsOfWays(setup.attackers.length, ways).expectedLosses;
  if (!expected) return '';
  const each = setup.attackers.map((a, i) => `${UNITS[a.unit].name} ${amountText(expected.attackers[i] ?? { numerator: 0, denominator: 1, value: 0 }, false)}`);
  const attack = addAmounts(expected.attackers);
  const attackText = attack.numerator === 0 ? 'none' : `${amountText(attack)}${setup.attackers.length > 1 ? `: ${each.join(', ')}` : ''}`;
  const defence = expected.defender.numerator === 0 ? 'none' : amountText(expected.defender);
  return `Expected: the defence loses ${defence}; the attack loses ${attackText}.`;
}

const FORMULA: Readonly<Record<Kind, readonly string[]>> = {
  melee: [
    'Men killed = (active attackers × AvDam − active defenders × AvTough) / 4; active men: 10 a hex side in contact, half as many again with long weapons, half under DEFEND.',
    'Rounded up whenever there is a remainder; exactly 0 still kills one man; below 0 kills none.',
  ],
  fire: [
    'Men killed = (active shooters × AvDam − men shot at × AvTough) / 4; shooters: 10 and half as many again, −1 AvDam at medium range, +1 with an extra rank behind.',
    'Rounded up whenever there is a remainder; exactly 0 still kills one man; below 0 kills none.',
    'Only the shooters strike: the target cannot answer fire.',
  ],
  volley: [
    `Wounds a volley = (max(0, ${num(VOLLEY_AVDAM)} − AvTough) + max(0, ${num(VOLLEY_PENETRATING_AVDAM)} − penetrating AvTough)) × men shooting / 4; only shields and total cover stop the penetrating ${num(VOLLEY_PENETRATING_AVDAM)}.`,
    'Not rounded: fractions of men are kept exactly, and a man falls each time the total passes a whole number. One volley a turn.',
  ],
};

function lossesNote(setup: CombatSetup, kind: Kind): string[] {
  if (kind !== 'melee') return [];
  if (setup.defender.marching === true) return ['The defender marched: it cannot strike back.'];
  const pair = setup.attackers.length > 1 ? " The defender's blow is shared by the pair, by the men each has in contact." : '';
  return [`Both sides strike at once, from their strength before the round; the losses come off at its end.${pair}`];
}

/** Attackers this fight destroys whatever the running dice show. */
function certainlyLost(ways: readonly MassCombatReport[]): number[] {
  const [first, ...rest] = ways;
  return (first?.attackersDestroyed ?? []).filter((i) => rest.every((r) => r.attackersDestroyed.includes(i)));
}

function ifDefeated(setup: CombatSetup, lost: readonly number[]): string {
  const base = `In Mass battle a fight costs men, not whole units: each side loses the men the formula kills, and a unit left with ${DISSOLVED_AT} men or fewer is dissolved (destroyed).`;
  if (lost.length === 0) return base;
  const names = lost.map((i) => UNITS[setup.attackers[i]?.unit ?? 'footmen'].name).join(' and ');
  return `${base} Whatever the dice, this fight leaves the ${names} with ${DISSOLVED_AT} men or fewer.`;
}

/** A Mass battle fight before it happens: men, AvDam and AvTough by part, each attacker's action, the formula, the expected losses. */
export function explainMassCombat(setup: CombatSetup): CombatExplanation {
  const first = setup.attackers[0];
  const kind = first ? fightKind(actionOf(first)) : 'melee';
  const problem = checkMassSetup(setup);
  const ways = problem ? [] : everyWay(setup);
  const reached = ways[ways.length - 1] ?? null;
  const lostIfDefeated = certainlyLost(ways);
  const defenderLost = ways.length > 0 && ways.every((r) => r.defenderDestroyed);
  const charging = setup.attackers.some((a) => actionOf(a) === 'charge');
  return {
    labels: labels(setup, kind),
    attackers: setup.attackers.map((attacker, i) => explainAttacker(setup, attacker, i, reached)),
    // Weaponsmiths and the Swamp change each man's AvDam, so they stand in each attacker's own modifiers.
    attackModifiers: [],
    defender: explainDefender(setup, kind, reached),
    defenceModifiers: [],
    lostIfDefeated,
    ifDefeated: ifDefeated(setup, lostIfDefeated),
    // The formula rolls nothing: only a charge's running die, one d6 per charging unit in the setup's order.
    diceToRoll: charging
      ? setup.attackers
          .filter((a) => actionOf(a) === 'charge')
          .map((a) => `a d${RUNNING_DIE}, the running die of the charging ${UNITS[a.unit].name}`)
          .join(', then ')
      : null,
    notes: problem
      ? [`Mass battle cannot resolve this fight: ${problem}.`]
      : [
          ...FORMULA[kind],
          ...lossesNote(setup, kind),
          ...(charging ? ['A charge that falls short does not fight: nobody loses a man to it.'] : []),
          expectedNote(setup, ways),
          ...(defenderLost ? [`Whatever the dice, the ${UNITS[setup.defender.unit].name} are left with ${DISSOLVED_AT} men or fewer and dissolved.`] : []),
        ],
  };
}
