import type { CombatSetup } from '../setup.ts';
import type { RollDie } from '../system.ts';
import { attackExtraDice, checkWarfareSetup, countDice, defenceExtraDice, mightOf, takeLosses, warfareKind } from './forces.ts';
import type { WarfareCombatReport, WarfareForce, WarfareRoll } from './report.ts';
import { settleRoll, type Settled } from './tables.ts';

/**
 * Each die's `attempt` (what keys the seeded dice with the turn, unit and role) is
 * rollIndex × DIE_KEYS_PER_ROLL + dieIndex: a unit's Might dice are dice 0, 1, …; the side's extra dice are
 * numbered from EXTRA_DIE_KEY and thrown by the first attacker or the defender. So no die repeats a key
 * within a fight, and a die does not change when the other side rolls more or fewer dice.
 */
export const DIE_KEYS_PER_ROLL = 1024;
export const EXTRA_DIE_KEY = 512;
/**
 * A fight with fair dice ends with probability 1 and almost always within a few dozen rolls; a source of
 * dice that never lets it end (always the same face) is a fault, stopped here rather than looping forever.
 */
export const MAX_ROLLS = 10_000;

const SUCCESS = 5;
const successes = (faces: readonly number[]): number => faces.filter((face) => face >= SUCCESS).length;

function throwDice(rollDie: RollDie, role: 'attack' | 'defence', combatant: number, count: number, roll: number, firstDie: number): number[] {
  return Array.from({ length: count }, (_, i) => rollDie(6, role, combatant, roll * DIE_KEYS_PER_ROLL + firstDie + i));
}

/**
 * Warfare [seed 002]: each side rolls a d6 per point of Might (and its extra dice); 5 and 6 succeed; the net
 * successes are read on the Battle or Siege table, and the sides roll again until a row ends the fight.
 * In each roll the attack's dice come first (each attacker's in order, then its extra dice), then the defence's.
 */
export function resolveWarfareCombat(setup: CombatSetup, rollDie: RollDie): WarfareCombatReport {
  const problem = checkWarfareSetup(setup);
  if (problem) throw new Error(`Warfare cannot resolve this fight: ${problem}`);
  const kind = warfareKind(setup);
  const attackDice = attackExtraDice(setup);
  const defenceDice = defenceExtraDice(setup);
  const [attackExtra, defenceExtra] = [countDice(attackDice), countDice(defenceDice)];
  let attackerMight = setup.attackers.map(mightOf);
  let defenderMight = mightOf(setup.defender);
  const rolls: WarfareRoll[] = [];
  for (let index = 0; index < MAX_ROLLS; index++) {
    const attackFaces = [
      ...attackerMight.flatMap((might, i) => throwDice(rollDie, 'attack', i, might, index, 0)),
      ...throwDice(rollDie, 'attack', 0, attackExtra, index, EXTRA_DIE_KEY),
    ];
    const defenceFaces = [
      ...throwDice(rollDie, 'defence', 0, defenderMight, index, 0),
      ...throwDice(rollDie, 'defence', 0, defenceExtra, index, EXTRA_DIE_KEY),
    ];
    const [attackSuccesses, defenceSuccesses] = [successes(attackFaces), successes(defenceFaces)];
    const settled = settleRoll(kind, attackSuccesses - defenceSuccesses, sum(attackerMight), defenderMight);
    if (settled.loser === 'attacker') attackerMight = settled.loserDestroyed ? attackerMight.map(() => 0) : takeLosses(attackerMight, settled.loss);
    if (settled.loser === 'defender') defenderMight = settled.loserDestroyed ? 0 : defenderMight - settled.loss;
    rolls.push({
      attackFaces,
      defenceFaces,
      attackSuccesses,
      defenceSuccesses,
      net: Math.abs(attackSuccesses - defenceSuccesses),
      result: settled.roll,
      loser: settled.loser,
      attackerMight,
      defenderMight,
    });
    if (settled.ends) return report(setup, { kind, attackDice, defenceDice, rolls, settled, attackerMight, defenderMight });
  }
  throw new Error(`a Warfare fight went on for ${MAX_ROLLS} rolls: the dice never let it end`);
}

const sum = (values: readonly number[]): number => values.reduce((total, v) => total + v, 0);

function force(side: CombatSetup['attackers'][number] | CombatSetup['defender']): WarfareForce {
  return { unit: side.unit, ...(side.unitId === undefined ? {} : { unitId: side.unitId }), terrain: side.terrain, might: mightOf(side) };
}

interface Ending {
  readonly kind: WarfareCombatReport['kind'];
  readonly attackDice: WarfareCombatReport['attackDice'];
  readonly defenceDice: WarfareCombatReport['defenceDice'];
  readonly rolls: readonly WarfareRoll[];
  /** The roll that ended the fight. */
  readonly settled: Settled;
  readonly attackerMight: readonly number[];
  readonly defenderMight: number;
}

function report(setup: CombatSetup, ending: Ending): WarfareCombatReport {
  const { settled, attackerMight, defenderMight } = ending;
  return {
    system: 'warfare',
    kind: ending.kind,
    attackers: setup.attackers.map(force),
    attackDice: ending.attackDice,
    defender: force(setup.defender),
    defenceDice: ending.defenceDice,
    rolls: ending.rolls,
    winner: settled.loser === 'attacker' ? 'defender' : 'attacker',
    result: settled.result,
    attackerMight: sum(attackerMight),
    defenderMight,
    attackersDestroyed: attackerMight.flatMap((might, i) => (might === 0 ? [i] : [])),
    defenderDestroyed: defenderMight === 0,
    mightAfter: { attackers: attackerMight, defender: defenderMight },
    ...(settled.aftermath ? { aftermath: settled.aftermath } : {}),
  };
}
