import { locatedWound } from './maneuvers.ts';
import type { Planned } from './refusal.ts';
import type { Effect, ManeuverReport } from './report.ts';
import { other, type Declaration, type Pair, type Side } from './types.ts';
import { WEAPONS, WRESTLING } from './weapons.ts';
import { rangeText, weaponName, type Working } from './working.ts';

// What a register's successes do [seed 001 and house], all at once after both totals are counted.

export interface Move {
  readonly d: Declaration;
  readonly planned: Planned;
  /** Why it comes to nothing (a weapon flung, a flank, a cling), or null. */
  readonly lost: string | null;
}

export interface Outcome {
  readonly side: Side;
  readonly move: Move;
  readonly success: boolean;
  readonly report: Omit<ManeuverReport, 'effects'> & { readonly effects: readonly Effect[] };
  /** Why it did nothing (out of reach, come to nothing, a parry that could not reach), or null. */
  readonly note: string | null;
}

const WOUNDING = new Set(['attack', 'called-shot', 'shield-bash', 'swipe', 'smash']);

/** Applies both sides' effects to the working duel; answers each side's effects for the report. */
export function applyEffects(w: Working, results: Pair<Outcome | null>): Pair<Effect[]> {
  const effects: [Effect[], Effect[]] = [[], []];
  const wounds: [number, number] = [0, 0];
  for (const r of results) {
    if (!r) continue;
    const out = effects[r.side];
    if (r.note) out.push({ kind: 'no-effect', text: r.note });
    if (r.move.d.maneuver === 'smash' && !r.move.lost) {
      w.nextHolder = other(r.side);
      w.nextHow = 'smash';
      out.push({
        kind: 'initiative',
        to: w.combatants[other(r.side)].name,
        text: `the smasher surrenders the initiative to ${w.combatants[other(r.side)].name}`,
      });
    }
    if (!r.success || r.move.lost) continue;
    const wound = woundOf(w, r, out);
    if (wound > 0) wounds[other(r.side)] += wound;
    else successEffect(w, r, out);
  }
  for (const side of [0, 1] as const) w.fighters[side].vitality = Math.max(0, w.fighters[side].vitality - wounds[side]);
  return effects;
}

/** A wounding maneuver's wound (0 when it is none), and "presses" for a plain card. */
function woundOf(w: Working, r: Outcome, out: Effect[]): number {
  const { d, planned } = r.move;
  if (!WOUNDING.has(d.maneuver) && !d.riposte) return 0;
  if (!d.card.hit) {
    out.push({ kind: 'presses', text: 'presses: a plain card wounds nobody' });
    return 0;
  }
  const weapon = WEAPONS[planned.weapon ?? 'fists'];
  const cap = d.maneuver === 'shield-bash' ? weapon.maxDamage : weapon.maxDamage + (w.damageBonus[r.side] ?? 0);
  let damage = Math.max(1, Math.min(r.report.total ?? 1, cap));
  if (d.maneuver === 'called-shot' && d.location) damage = locatedWound(damage, d.location);
  if (d.maneuver === 'smash') damage *= 3;
  const location = d.maneuver === 'shield-bash' ? 'head' : (d.location ?? null);
  const to = w.combatants[other(r.side)].name;
  out.push({ kind: 'wound', to, damage, location, text: `wound ${damage} to ${to}${location ? ` (${location})` : ''}` });
  return damage;
}

function successEffect(w: Working, r: Outcome, out: Effect[]): void {
  const side = r.side;
  const self = w.fighters[side];
  const foe = w.fighters[other(side)];
  const foeName = w.combatants[other(side)].name;
  const { d } = r.move;
  switch (d.maneuver) {
    case 'disarm': {
      const flung = foe.weapon;
      foe.weapon = 'fists';
      out.push({ kind: 'disarmed', who: foeName, weapon: flung, text: `${foeName}'s ${weaponName(flung)} flung away: fists until it draws another` });
      return;
    }
    case 'feint':
      w.nextHolder = side;
      w.nextHow = 'feint';
      out.push({ kind: 'initiative', to: w.combatants[side].name, text: `initiative to ${w.combatants[side].name} next round` });
      return;
    case 'flank':
      foe.flankedUntil = w.round + 1;
      out.push({ kind: 'flanked', who: foeName, text: `${foeName} flanked: it cannot attack or parry ${w.combatants[side].name} this round and the next` });
      return;
    case 'cling':
      self.clinging = true;
      self.flankedFirst = foe.flankedUntil >= w.round;
      out.push({ kind: 'clinging', who: w.combatants[side].name, text: `${w.combatants[side].name} clings to ${foeName}` });
      return;
    default:
      otherEffect(w, r, out);
  }
}

function otherEffect(w: Working, r: Outcome, out: Effect[]): void {
  const side = r.side;
  const self = w.fighters[side];
  const foe = w.fighters[other(side)];
  const foeName = w.combatants[other(side)].name;
  const { d, planned } = r.move;
  if (d.maneuver === 'buck') {
    if (!foe.clinging) out.push({ kind: 'no-effect', text: `${foeName} does not cling to it` });
    else out.push({ kind: 'bucked', who: foeName, text: `${foeName} thrown off` });
    foe.clinging = false;
    foe.flankedFirst = false;
  } else if (d.maneuver === 'chop') {
    out.push({ kind: 'freed', who: w.combatants[side].name, text: 'the entangling limb cut: freed' });
  } else if (d.maneuver === 'swat') {
    // [house] The seed pushes the foe back by the feet the weapon would have wounded; the range opens one yard.
    const feet = Math.max(1, Math.min(r.report.total ?? 1, WEAPONS[planned.weapon ?? 'fists'].maxDamage));
    w.range += 1;
    out.push({ kind: 'pushed', feet, text: `${foeName} pushed back ${feet} feet: ${rangeText(w.range)}` });
  } else if (d.maneuver === 'grapple') {
    w.range = WRESTLING;
    out.push({ kind: 'range', range: WRESTLING, text: 'wrestling range: only fists and daggers attack' });
  } else if (d.maneuver === 'break-free') {
    w.range = 0;
    out.push({ kind: 'range', range: 0, text: 'broken free: close range (0)' });
  } else if (d.maneuver === 'change-weapon' && d.newWeapon) {
    const drawn = d.newWeapon;
    self.carried = self.carried.filter((id) => id !== drawn);
    self.weapon = drawn;
    if (drawn !== 'fists') w.drew.add(side);
    out.push({ kind: 'weapon-drawn', weapon: drawn, text: `drops its weapon and draws a ${weaponName(drawn)}: nothing more this round` });
  }
}
