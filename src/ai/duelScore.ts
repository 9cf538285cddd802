// What a computer hero expects of one register of a duel: the wounds it deals and takes, from its own card, its
// maneuver and the other side's maneuver type (declared, or guessed when it declares first), over the cards the
// other side may hold: the deck less its own hand and the cards shown in public. Never the other's hidden hand.
import {
  CALLED_SHOT,
  fullDeck,
  MANEUVERS,
  modifiersOf,
  other,
  parries,
  reaches,
  relativeSize,
  sameCard,
  WEAPONS,
  type Card,
  type Declaration,
  type DuelState,
  type ManeuverId,
  type Side,
  type WeaponId,
} from '../rules/champions/index.ts';

/** What a disarm that succeeds is worth, in wounds: the other's weapon flung, its maneuvers with it come to nothing. */
const DISARM_WORTH = 2.5;
/** A change of weapon back from fists, in wounds. */
const DRAW_WORTH = 2;

export interface Stakes {
  readonly duel: DuelState;
  readonly side: Side;
  /** The cards the other side may hold, each as likely. */
  readonly unknown: readonly Card[];
  /** How much a wound taken weighs against one dealt (more when wounded). */
  readonly takeWeight: number;
  /** How much a wound dealt weighs (more when it may beat the other). */
  readonly dealWeight: number;
}

/** The deck less the cards this side knows of: its hand and the public ones. */
export function unknownCards(known: readonly Card[]): Card[] {
  const left = fullDeck();
  for (const card of known) {
    const at = left.findIndex((c) => sameCard(c, card));
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

/** The stakes of a round for `side`: wounded, it weighs the wounds it takes more; the other wounded, the wounds it deals. */
export function stakesOf(duel: DuelState, side: Side, known: readonly Card[]): Stakes {
  const mine = duel.fighters[side];
  const foe = duel.fighters[other(side)];
  const foeCap = WEAPONS[foe.weapon].maxDamage;
  const myCap = WEAPONS[mine.weapon].maxDamage;
  const takeWeight = 1 + (mine.vitality <= foeCap ? 1.5 : mine.vitality <= 2 * foeCap ? 0.5 : 0);
  const dealWeight = 1 + (foe.vitality <= myCap ? 1 : foe.vitality <= 2 * myCap ? 0.3 : 0);
  return { duel, side, unknown: unknownCards(known), takeWeight, dealWeight };
}

const damage = (total: number, cap: number): number => Math.max(1, Math.min(total, cap));

/** The other side's maneuver as this side reasons about it. */
type FoeKind = 'strike' | 'parry' | 'disarm' | 'inert' | 'none';

function foeKind(type: ManeuverId | null): FoeKind {
  if (type === null || type === 'change-weapon') return 'none';
  if (type === 'parry') return 'parry';
  if (type === 'disarm') return 'disarm';
  return MANEUVERS[type].wounds ? 'strike' : 'inert';
}

/** This side's maneuver as the score counts it. */
type MyKind = 'strike' | 'riposte' | 'parry' | 'disarm' | 'draw' | 'inert' | 'none';

function myKind(d: Declaration | null): MyKind {
  if (!d) return 'none';
  if (d.maneuver === 'parry') return d.riposte ? 'riposte' : 'parry';
  if (d.maneuver === 'disarm') return 'disarm';
  if (d.maneuver === 'change-weapon') return 'draw';
  return MANEUVERS[d.maneuver].wounds ? 'strike' : 'inert';
}

/** A called shot's difficulty and what it does to the wound. */
function shotTerms(s: Stakes, d: Declaration): { difficulty: number; wound: (n: number) => number } {
  if (d.maneuver !== 'called-shot' || !d.location) return { difficulty: MANEUVERS[d.maneuver].difficulty, wound: (n) => n };
  const location = d.location;
  const foe = s.duel.combatants[other(s.side)];
  const self = s.duel.combatants[s.side];
  const difficulty = CALLED_SHOT[relativeSize(foe.size, self.size)][location] ?? -10;
  const vitals = location === 'head-vitals' || location === 'torso-vitals';
  return { difficulty, wound: (n) => (vitals ? 2 * n : location === 'head' ? n + 1 : n) };
}

const stepTerm = (d: Declaration): number =>
  d.maneuver === 'parry' ? (d.stepBack === false ? -2 : 0) : MANEUVERS[d.maneuver].stepsForward && d.stepForward === false ? -2 : 0;

/**
 * The register's worth to `s.side`: wounds dealt less wounds taken, each weighed, averaged over the other's
 * possible cards. `mine` is made with `weapon` (null: no weapon); `range` is the register's.
 */
export function registerWorth(s: Stakes, mine: Declaration | null, weapon: WeaponId | null, foeType: ManeuverId | null, range: number): number {
  const kind = myKind(mine);
  const foe = foeKind(foeType);
  const self = s.duel.combatants[s.side];
  const foeFighter = s.duel.fighters[other(s.side)];
  const M = modifiersOf(self);
  const F = modifiersOf(s.duel.combatants[other(s.side)]);
  const foeWeapon = foeFighter.weapon;
  const foeCap = WEAPONS[foeWeapon].maxDamage;
  const foeReaches = reaches(foeWeapon, range) || (foeFighter.offHand !== null && reaches(foeFighter.offHand, range));
  const myCap = WEAPONS[weapon ?? 'fists'].maxDamage;
  const shot = mine ? shotTerms(s, mine) : { difficulty: 0, wound: (n: number) => n };
  const myTotal = mine ? mine.card.value + M + shot.difficulty + stepTerm(mine) : 0;
  const myParry = kind === 'parry' && mine && weapon ? Math.max(0, mine.card.value + M + stepTerm(mine)) : 0;
  const parriesFoe = kind === 'parry' && weapon !== null && parries(weapon, foeWeapon);
  const opposesFoe = kind !== 'none' && kind !== 'riposte' && kind !== 'draw';
  let dealt = 0;
  let taken = 0;
  for (const x of s.unknown) {
    const ft = x.value + F;
    const foeRiposte = foe === 'parry' && x.hit;
    const foeParry = foe === 'parry' && !x.hit;
    const opposedMe = foe === 'strike' || foe === 'disarm' || foe === 'inert' || foeParry;
    // What this side deals.
    if (kind === 'riposte' && mine) dealt += damage(myTotal, myCap);
    else if ((kind === 'strike' || kind === 'disarm') && mine && weapon !== null) {
      const parried = foeParry && parries(foeWeapon, weapon) ? Math.max(0, ft) : 0;
      const total = myTotal - parried;
      if (!opposedMe || total > 0)
        dealt += kind === 'disarm' ? (foeWeapon === 'fists' ? 0 : DISARM_WORTH) : mine.card.hit ? shot.wound(damage(total, myCap)) : 0;
    } else if (kind === 'draw') dealt += DRAW_WORTH;
    // What it takes.
    if (!foeReaches) continue;
    if (foeRiposte) taken += damage(ft, foeCap);
    else if (foe === 'strike' || foe === 'disarm') {
      const total = (foe === 'disarm' ? ft - 5 : ft) - (parriesFoe ? myParry : 0);
      if (!opposesFoe || total > 0) taken += foe === 'disarm' ? DISARM_WORTH : x.hit ? damage(total, foeCap) : 0;
    }
  }
  const n = Math.max(1, s.unknown.length);
  return (s.dealWeight * dealt - s.takeWeight * taken) / n;
}

/** The other side's maneuver in a register it has not declared yet: an attack or a parry, as likely. */
export function guessedWorth(s: Stakes, mine: Declaration | null, weapon: WeaponId | null, range: number): number {
  return (registerWorth(s, mine, weapon, 'attack', range) + registerWorth(s, mine, weapon, 'parry', range)) / 2;
}
