import type { CombatSetup } from '../setup.ts';
import type { RollDie } from '../system.ts';
import type { MassCombatReport } from './report.ts';
import { resolveMassCombat } from './resolve.ts';
import { boardActionAt } from './setupForces.ts';
import { RUNNING_DIE } from './table.ts';

/** One way a fight can go: the running die of each charging attacker (in the setup's order), and the fight so fought. */
export interface Way {
  readonly faces: readonly number[];
  readonly report: MassCombatReport;
}

/**
 * Every way a fight can go: the formula has no dice, so only the charges' running dice change it, and each of
 * their faces is fought. `chargers` are the attackers' indexes that charge; no charge is one way. The last way
 * is every charge reaching (all sixes). Odds, explanations and the command line all read these.
 */
export function waysOf(chargers: readonly number[], fight: (roll: RollDie) => MassCombatReport): Way[] {
  return Array.from({ length: RUNNING_DIE ** chargers.length }, (_, way) => {
    const faces = chargers.map((_c, k) => (Math.floor(way / RUNNING_DIE ** k) % RUNNING_DIE) + 1);
    const roll: RollDie = (_sides, _role, combatant) => faces[chargers.indexOf(combatant)] ?? RUNNING_DIE;
    return { faces, report: fight(roll) };
  });
}

/** Every way a fight on the board can go (waysOf), as the rules resolve it. */
export function everyWay(setup: CombatSetup): MassCombatReport[] {
  const chargers = setup.attackers.flatMap((a, i) => (boardActionAt(a) === 'charge' ? [i] : []));
  return waysOf(chargers, (roll) => resolveMassCombat(setup, roll)).map((way) => way.report);
}
