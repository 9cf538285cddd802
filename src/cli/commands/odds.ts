import { combatSystems, type RollDie } from '../../rules/index.ts';
import { fightForces, massReport } from '../../rules/combat/mass/resolve.ts';
import { RUNNING_DIE } from '../../rules/combat/mass/table.ts';
import { warfareExactOdds } from '../../rules/combat/warfare/odds.ts';
import { MAX_COMBAT_JSON_BYTES, parseCombatInput } from '../combatInput.ts';
import { jsonArgument, printJson, type CliIo } from '../io.ts';
import type { MassInput } from '../massInput.ts';

/**
 * karnage odds '<combat JSON>' → the exact chances of each side. Warfare adds the whole fractions (they
 * outgrow a JavaScript number) and the chance of every way the fight can end; Mass battle the men each side
 * should expect to lose, and what every face of a charge's running die does.
 */
export function oddsCommand(args: readonly string[], io: CliIo): number {
  const input = parseCombatInput(jsonArgument(args[0], 'combat JSON', io, MAX_COMBAT_JSON_BYTES));
  if (!input.ok) {
    io.err(input.message);
    return 1;
  }
  if (input.system === 'mass') {
    if (input.mass.runningDie) {
      io.err('odds tries every face of the running die: leave out "runningDie"');
      return 1;
    }
    printJson(io, massOdds(input.mass));
    return 0;
  }
  if (input.system === 'warfare') {
    const odds = warfareExactOdds(input.setup);
    printJson(io, {
      attackerWins: odds.attackerWins.value,
      defenderWins: odds.defenderWins.value,
      exact: { attackerWins: odds.attackerWins.exact, defenderWins: odds.defenderWins.exact },
      outcomes: odds.outcomes.map((o) => ({ result: o.result, loser: o.loser, probability: o.probability.value, exact: o.probability.exact })),
    });
    return 0;
  }
  const odds = combatSystems.get(input.system).odds(input.setup);
  printJson(io, { attackerWins: odds.attackerWins.value, defenderWins: odds.defenderWins.value });
  return 0;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** "n/d", reduced. */
function fraction(numerator: number, denominator: number): string {
  const common = gcd(Math.abs(numerator), denominator) || 1;
  return `${numerator / common}/${denominator / common}`;
}

/** Losses are whole 64ths of a man (volleys leave fractions): counted in 64ths, every sum stays exact. */
const in64ths = (men: number): number => Math.round(men * 64);

/**
 * Mass battle's exact odds: the formula rolls no dice, so only a charge's running die (one per attacker)
 * can change the fight; every way they can fall is fought by the rules and counted. A side "wins" when the
 * other is destroyed or dissolved. A fight without a charge has one outcome, with probability 1.
 */
function massOdds(input: MassInput): object {
  const attackers = input.fight.attackers.length;
  const chargers = input.charging ? attackers : 0;
  const ways = RUNNING_DIE ** chargers;
  let attackerWins = 0;
  let defenderWins = 0;
  const attackerLosses = new Array<number>(attackers).fill(0);
  let defenderLosses = 0;
  const outcomes = [];
  for (let way = 0; way < ways; way++) {
    const faces = Array.from({ length: chargers }, (_, k) => (Math.floor(way / RUNNING_DIE ** k) % RUNNING_DIE) + 1);
    const roll: RollDie = (_sides, _role, combatant) => faces[combatant] ?? 1;
    const report = massReport(fightForces(input.fight, roll));
    if (report.defenderDestroyed) attackerWins++;
    if (report.attackersDestroyed.length === attackers) defenderWins++;
    report.attackerLosses.forEach((loss, i) => {
      attackerLosses[i] = (attackerLosses[i] ?? 0) + in64ths(loss);
    });
    defenderLosses += in64ths(report.defenderLosses);
    const { action, attackerLosses: lostByAttackers, defenderLosses: lostByDefender, menAfter } = report;
    outcomes.push({
      runningDie: faces,
      probability: 1 / ways,
      exact: fraction(1, ways),
      action,
      attackerLosses: lostByAttackers,
      defenderLosses: lostByDefender,
      menAfter,
    });
  }
  const expected = (sum64: number) => ({ value: sum64 / 64 / ways, exact: fraction(sum64, 64 * ways) });
  return {
    attackerWins: attackerWins / ways,
    defenderWins: defenderWins / ways,
    expectedLosses: { attackers: attackerLosses.map((n) => expected(n).value), defender: expected(defenderLosses).value },
    exact: {
      attackerWins: fraction(attackerWins, ways),
      defenderWins: fraction(defenderWins, ways),
      expectedLosses: { attackers: attackerLosses.map((n) => expected(n).exact), defender: expected(defenderLosses).exact },
    },
    outcomes,
  };
}
