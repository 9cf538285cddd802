import type { CombatSetup, RollDie } from '../../../src/rules/index.ts';
import type { AttackerSetup, DefenderSetup } from '../../../src/rules/combat/setup.ts';

// Warfare fights for tests: bare forces of a given Might on open ground, with no extra dice.

export function battle(attack: number | readonly number[], defence: number, extra: Partial<CombatSetup> = {}): CombatSetup {
  const mights = typeof attack === 'number' ? [attack] : attack;
  return {
    attackers: mights.map((might, i): AttackerSetup => ({ unit: 'footmen', terrain: 'grasslands', range: 1, might, unitId: `a${i + 1}` })),
    defender: { unit: 'warriors', terrain: 'grasslands', defending: false, fortress: false, might: defence, unitId: 'd1' },
    attackerWeaponsmiths: 0,
    defenderArmories: 0,
    ...extra,
  };
}

export function siege(attack: number | readonly number[], defence: number, extra: Partial<CombatSetup> = {}): CombatSetup {
  const setup = battle(attack, defence, extra);
  const defender: DefenderSetup = { ...setup.defender, garrison: true };
  return { ...setup, defender };
}

/** A throw of `dice` d6 with `hits` fives and sixes in it: sixes first, then ones. */
export function throwWith(dice: number, hits: number): number[] {
  if (hits > dice) throw new Error(`${hits} successes from ${dice} dice`);
  return [...new Array<number>(hits).fill(6), ...new Array<number>(dice - hits).fill(1)];
}

/** Dice that show these faces in order, as a referee types them; fails the test when they run out. */
export function scripted(faces: readonly number[]): RollDie & { readonly left: () => number; readonly keys: string[] } {
  let next = 0;
  const keys: string[] = [];
  const roll = ((sides: number, role: string, combatant: number, attempt: number) => {
    const face = faces[next++];
    if (face === undefined) throw new Error(`the fight asked for die ${next}, but only ${faces.length} were scripted`);
    if (sides !== 6) throw new Error(`Warfare rolls d6, not d${sides}`);
    keys.push(`${role}:${combatant}:${attempt}`);
    return face;
  }) as RollDie & { left: () => number; keys: string[] };
  roll.left = () => faces.length - next;
  roll.keys = keys;
  return roll;
}

/** One roll's faces: `attack` dice with `attackHits` successes, then `defence` with `defenceHits`. */
export function roll(attack: number, attackHits: number, defence: number, defenceHits: number): number[] {
  return [...throwWith(attack, attackHits), ...throwWith(defence, defenceHits)];
}
