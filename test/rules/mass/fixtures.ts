// What the Mass battle rule tests build their fights from: a board's setup with defaults, and a referee's bare force.
import type { AttackerSetup, CombatSetup, DefenderSetup } from '../../../src/rules/combat/setup.ts';
import type { MassForce } from '../../../src/rules/combat/mass/forces.ts';

/** Warriors (a1, a2…) on grasslands at range 1 against Footmen (d1) on grasslands, no workshops; each part as given. */
export function setup(attackers: readonly Partial<AttackerSetup>[], defender: Partial<DefenderSetup> = {}, extra: Partial<CombatSetup> = {}): CombatSetup {
  return {
    attackers: attackers.map((a, i) => ({ unit: 'warriors', terrain: 'grasslands', range: 1, unitId: `a${i + 1}`, ...a })),
    defender: { unit: 'footmen', terrain: 'grasslands', defending: false, fortress: false, unitId: 'd1', ...defender },
    attackerWeaponsmiths: 0,
    defenderArmories: 0,
    ...extra,
  };
}

/** A referee's hand-made force: its men, AvDam and AvTough given, nothing else to it but what `extra` says. */
export function force(men: number, avDam: number, avTough: number, extra: Partial<MassForce> = {}): MassForce {
  return {
    men,
    avDam: [{ source: 'base', label: 'given', value: avDam }],
    avTough: [{ source: 'base', label: 'given', value: avTough }],
    shield: 'none',
    longWeapons: false,
    chargeWeapon: false,
    loose: false,
    defending: false,
    marching: false,
    totalCover: false,
    ...extra,
  };
}
