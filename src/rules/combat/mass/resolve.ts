import { UNITS } from '../../data/units.ts';
import type { CombatSetup } from '../setup.ts';
import type { RollDie } from '../system.ts';
import type { CasualtyTerms } from './formula.ts';
import { engage, fire, meleeStruck, shareLosses, volleys, type MassForce, type Part } from './forces.ts';
import { standingMen } from './men.ts';
import type { ChargeRun, MassAction, MassCombatReport, MassForceReport } from './report.ts';
import { attackerForce, bandOf, boardActionAt, defenderForce, fightKind, type BoardAction } from './setupForces.ts';
import { CHARGE_INCHES, DISSOLVED_AT, PACE_INCHES, RUNNING_DIE, type RangeBand } from './table.ts';

/** The most men a unit may have in a fight: far above any unit the tables make, far below a number that slows anything. */
export const MAX_MEN = 10_000;

/** Why Mass battle cannot resolve this setup, or null: every attacker in reach, a pair fighting the same way, men in bounds. */
export function checkMassSetup(setup: CombatSetup): string | null {
  const actions = setup.attackers.map(boardActionAt);
  for (const [i, attacker] of setup.attackers.entries()) {
    if (actions[i] === null) return `${UNITS[attacker.unit].name} cannot attack from ${attacker.range} hexes away in Mass battle`;
  }
  const kinds = new Set(actions.map((a) => a && fightKind(a)));
  if (kinds.size > 1) return 'a pair fights one way: both in melee, both firing, or both loosing volleys';
  for (const side of [...setup.attackers, setup.defender]) {
    const { men } = side;
    if (men !== undefined && !(Number.isFinite(men) && men > 0 && men <= MAX_MEN && Number.isInteger(men * 64))) {
      return `a unit's men must be above 0 and at most ${MAX_MEN}, in 64ths at finest, not ${men}`;
    }
  }
  return null;
}

/**
 * Mass battle [seed 003]: losses by the casualty formula, no dice but a charge's running die. Melee is
 * simultaneous (both blows from the strengths before the round); fire and volleys strike one way.
 */
export function resolveMassCombat(setup: CombatSetup, rollDie: RollDie): MassCombatReport {
  const problem = checkMassSetup(setup);
  if (problem) throw new Error(`Mass battle cannot resolve this fight: ${problem}`);
  const outcome = fightForces(
    {
      attackers: setup.attackers.map((a) => ({ force: attackerForce(setup, a), action: boardActionAt(a) ?? 'engage', band: bandOf(a) ?? 'short' })),
      defender: defenderForce(setup),
      volleys: 1,
    },
    rollDie,
  );
  return massReport(outcome);
}

/** One attacking unit of a Mass battle fight, what it does, and from which range band if it shoots. */
export interface MassAttacker {
  readonly force: MassForce;
  readonly action: BoardAction;
  readonly band: RangeBand;
}

/** A fight of forces, from the board or from a referee's numbers: the same rules either way. */
export interface MassFight {
  readonly attackers: readonly MassAttacker[];
  readonly defender: MassForce;
  /** Volleys loosed, their wounds added up: one a turn on the board; a referee may count several. */
  readonly volleys: number;
}

export interface MassOutcome {
  readonly fight: MassFight;
  readonly action: MassAction;
  readonly charges: readonly ChargeRun[];
  readonly fighting: readonly number[];
  readonly terms: Pick<MassCombatReport, 'attack' | 'riposte' | 'volley'>;
  readonly attackerLosses: readonly number[];
  readonly defenderLosses: number;
}

/** A fight's losses: a charge's running die first (rolled as die 0 of its attacker), then one exchange of blows or shots. */
export function fightForces(input: MassFight, rollDie: RollDie): MassOutcome {
  const { attackers, defender } = input;
  const charges: ChargeRun[] = attackers.flatMap(({ action }, i) => {
    if (action !== 'charge') return [];
    const die = rollDie(RUNNING_DIE, 'attack', i, 0);
    return [{ attacker: i, pace: PACE_INCHES, die, needed: CHARGE_INCHES, reached: PACE_INCHES + die >= CHARGE_INCHES }];
  });
  const reached = (i: number) => charges.find((c) => c.attacker === i)?.reached === true;
  const fighting = attackers.flatMap(({ action }, i) => (action === 'charge' && !reached(i) ? [] : [i]));
  const kind = fightKind(attackers[0]?.action ?? 'engage');
  // A fight with a charge in it is a Charge, whether it reached or not (the report's charges say which).
  const action: MassAction = kind === 'melee' ? (charges.length > 0 ? 'charge' : 'engage') : kind;
  const attackerLosses = attackers.map(() => 0);
  let defenderLosses = 0;
  let terms: MassOutcome['terms'] = {};
  if (kind === 'melee' && fighting.length > 0) {
    const fought = fighting.map((i) => attackers[i]?.force).filter((f): f is MassForce => f !== undefined);
    // Matched by the attacker's index, never by its object: a referee may give one force twice.
    const chargeBonus = (force: MassForce, i: number): Part[] =>
      force.chargeWeapon && reached(fighting[i] ?? -1) ? [{ source: 'charge', label: 'charging', value: 1 }] : [];
    const { attack, riposte } = engage(fought, defender, chargeBonus);
    defenderLosses = Math.min(defender.men, attack.killed);
    if (riposte) sharedOut(riposte, fought, fighting, attackerLosses);
    terms = riposte ? { attack, riposte } : { attack };
  } else if (kind === 'fire') {
    const attack = fire(attackers, defender);
    defenderLosses = Math.min(defender.men, attack.killed);
    terms = { attack };
  } else if (kind === 'volley') {
    const volley = volleys(
      attackers.map((a) => a.force),
      defender,
      input.volleys,
    );
    defenderLosses = Math.min(defender.men, volley.wounds);
    terms = { volley };
  }
  return { fight: input, action, charges, fighting, terms, attackerLosses, defenderLosses };
}

/** The defender's blow shared among the attackers that fought, by the men each had in contact. */
function sharedOut(riposte: CasualtyTerms, fought: readonly MassForce[], fighting: readonly number[], losses: number[]): void {
  const shares = shareLosses(
    riposte.killed,
    fought.map((f) => meleeStruck(f, 1)),
    fought.map((f) => f.men),
  );
  fighting.forEach((index, i) => {
    losses[index] = Math.min(fought[i]?.men ?? 0, shares[i] ?? 0);
  });
}

/** Destroyed: no man left standing, or worn down by this fight to 5 or fewer and dissolved (a unit that lost nothing stays). */
const lost = (menAfter: number, loss: number): boolean => standingMen({ men: menAfter }) === 0 || (loss > 0 && standingMen({ men: menAfter }) <= DISSOLVED_AT);

/** The report of a fight, its men after and who is destroyed or dissolved. */
export function massReport(outcome: MassOutcome): MassCombatReport {
  const { defender } = outcome.fight;
  const forces = outcome.fight.attackers.map((a) => a.force);
  const attackersAfter = forces.map((f, i) => f.men - (outcome.attackerLosses[i] ?? 0));
  const defenderAfter = defender.men - outcome.defenderLosses;
  const forceReport = (force: MassForce, i?: number): MassForceReport => {
    const band = i !== undefined && outcome.action === 'fire' ? outcome.fight.attackers[i]?.band : undefined;
    return {
      ...(force.unit === undefined ? {} : { unit: force.unit }),
      ...(force.unitId === undefined ? {} : { unitId: force.unitId }),
      men: force.men,
      avDam: force.avDam,
      avTough: force.avTough,
      ...(band ? { band } : {}),
    };
  };
  const isDissolved = (after: number, loss: number) => standingMen({ men: after }) > 0 && lost(after, loss);
  return {
    system: 'mass',
    action: outcome.action,
    attackers: forces.map(forceReport),
    defender: forceReport(defender),
    charges: outcome.charges,
    fighting: outcome.fighting,
    ...outcome.terms,
    attackerLosses: outcome.attackerLosses,
    defenderLosses: outcome.defenderLosses,
    menAfter: { attackers: attackersAfter, defender: defenderAfter },
    dissolved: {
      attackers: attackersAfter.flatMap((after, i) => (isDissolved(after, outcome.attackerLosses[i] ?? 0) ? [i] : [])),
      defender: isDissolved(defenderAfter, outcome.defenderLosses),
    },
    attackersDestroyed: attackersAfter.flatMap((after, i) => (lost(after, outcome.attackerLosses[i] ?? 0) ? [i] : [])),
    defenderDestroyed: lost(defenderAfter, outcome.defenderLosses),
  };
}
