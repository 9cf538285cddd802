import type { Card } from './deck.ts';
import { maneuverAllowance } from './heroes.ts';
import { CALLED_SHOT, isOffensive, MANEUVERS, relativeSize, weaponMayMake } from './maneuvers.ts';
import { refuse, takeCard, type Planned, type RoundKind } from './refusal.ts';
import { steppedRange } from './stepping.ts';
import { other, type Declaration, type DuelState, type Pair, type Side } from './types.ts';
import { reaches, WEAPONS, WRESTLING, type WeaponId } from './weapons.ts';

// The checks on a round's declarations [seed 001]: every card from the hand, no more maneuvers than the weapons
// allow, each weapon within its own maximum, attacks within reach, a shield bash once, a maneuver against a
// foe of the right size, a change of weapon or a smash the last thing of the round. The range each register
// is checked at is the one the declared steps leave (see stepping.ts): known when declaring.

export interface RoundContext {
  readonly state: DuelState;
  readonly kind: RoundKind;
  /** The initiative's holder for this round, after any hesitation. */
  readonly holder: Side;
}

/** What a hero has played so far this round: its hand left, its maneuvers by weapon, a bash, a shield's parry, a last act. */
export interface Track {
  readonly hand: Card[];
  count: number;
  main: number;
  off: number;
  bashed: boolean;
  parriedWithShield: boolean;
  done: string | null;
}

/** A hero's track at the start of a round, holding this hand. */
export const newTrack = (hand: readonly Card[]): Track => ({ hand: [...hand], count: 0, main: 0, off: 0, bashed: false, parriedWithShield: false, done: null });

/** Checks every declaration of the round; answers each one's hand and weapon, register by register. */
export function planRound(ctx: RoundContext, hands: Pair<readonly Card[]>, registers: readonly Pair<Declaration | null>[]): Pair<Planned | null>[] {
  const { state } = ctx;
  const tracks = [0, 1].map((s) => newTrack(hands[s] ?? []));
  let range = state.range;
  return registers.map((decls, i) => {
    const where = `round ${state.round}, register ${i + 1}`;
    if (decls[0] === null && decls[1] === null) refuse(`${where}: neither side declares a maneuver; leave the register out`);
    const planned: [Planned | null, Planned | null] = [null, null];
    for (const side of [ctx.holder, other(ctx.holder)]) {
      const d = decls[side];
      if (d) planned[side] = checkDeclaration(ctx, side, d, tracks[side] as Track, range, `${where}: ${state.combatants[side].name}`);
    }
    if (ctx.kind !== 'surprise') range = steppedRange(range, decls[0], decls[1]);
    return planned;
  });
}

/** Checks one declaration at the range its register is fought at, counting it on the hero's track; answers its hand and weapon. */
export function checkDeclaration(ctx: RoundContext, side: Side, d: Declaration, track: Track, range: number, where: string): Planned {
  const { state } = ctx;
  const fighter = state.fighters[side];
  if (track.done) refuse(`${where}: ${track.done} earlier this round and may do nothing more`);
  takeCard(track.hand, d.card, where);
  track.count++;
  const allowance = maneuverAllowance(fighter);
  const allowed = ctx.kind === 'normal' ? allowance.total : 1;
  if (track.count > allowed)
    refuse(`${where}: ${allowed} maneuver${allowed === 1 ? '' : 's'} a round${ctx.kind === 'normal' ? '' : ` in a ${ctx.kind} round`}, not ${track.count}`);
  if (ctx.kind === 'surprise' && !['attack', 'called-shot', 'disarm'].includes(d.maneuver))
    refuse(`${where}: a surprise is one attack (attack, called-shot or disarm)`);
  const planned = plannedWeapon(side, d, state, where);
  countUse(track, planned, allowance, where);
  checkOptions(d, where);
  checkTarget(ctx, side, d, where);
  checkReach(state, side, d, planned.weapon, range, where);
  checkShield(d, planned.weapon, track, range, where);
  if (d.maneuver === 'change-weapon') checkChange(fighter, d, where);
  if (d.maneuver === 'change-weapon') track.done = 'it changed weapons';
  if (d.maneuver === 'smash') track.done = 'it smashed';
  return planned;
}

/** The hand a maneuver is made with: the weapon in hand unless it names the off-hand one; none for an unarmed maneuver. */
function plannedWeapon(side: Side, d: Declaration, state: DuelState, where: string): Planned {
  const fighter = state.fighters[side];
  if (!MANEUVERS[d.maneuver].armed) {
    if (d.weapon) refuse(`${where}: a ${d.maneuver} is made with no weapon; leave "weapon" out`);
    return { hand: null, weapon: null };
  }
  const shieldBash = d.maneuver === 'shield-bash';
  const named = d.weapon ?? (shieldBash && fighter.offHand ? fighter.offHand : fighter.weapon);
  const hand = named === fighter.weapon ? 'main' : named === fighter.offHand ? 'off' : null;
  if (!hand) refuse(`${where}: holds ${heldText(fighter.weapon, fighter.offHand)}, not a ${WEAPONS[named].name.toLowerCase()}`);
  const cannot = weaponMayMake(named, d.maneuver);
  if (cannot) refuse(`${where}: ${cannot}`);
  return { hand, weapon: named };
}

const heldText = (weapon: WeaponId, offHand: WeaponId | null): string =>
  `${WEAPONS[weapon].name.toLowerCase()}${offHand ? ` and ${WEAPONS[offHand].name.toLowerCase()}` : ''}`;

function countUse(track: Track, planned: Planned, allowance: ReturnType<typeof maneuverAllowance>, where: string): void {
  if (planned.hand === null || planned.weapon === null) return;
  const used = planned.hand === 'main' ? ++track.main : ++track.off;
  const cap = planned.hand === 'main' ? allowance.main : allowance.offHand;
  if (used > cap) refuse(`${where}: a ${WEAPONS[planned.weapon].name.toLowerCase()} makes at most ${cap} maneuvers a round, not ${used}`);
}

function checkOptions(d: Declaration, where: string): void {
  const rule = MANEUVERS[d.maneuver];
  if (d.stepForward !== undefined && !rule.stepsForward) refuse(`${where}: a ${d.maneuver} takes no step forward; leave "stepForward" out`);
  if (d.stepBack !== undefined && d.maneuver !== 'parry') refuse(`${where}: only a parry steps back; leave "stepBack" out`);
  if (d.riposte !== undefined && d.maneuver !== 'parry') refuse(`${where}: only a parry becomes a riposte`);
  if (d.riposte && !d.card.hit) refuse(`${where}: only a parry with a (hit) card becomes a riposte`);
  if ((d.location != null) !== (d.maneuver === 'called-shot')) refuse(`${where}: a called shot, and only a called shot, names a location`);
  if ((d.newWeapon != null) !== (d.maneuver === 'change-weapon')) refuse(`${where}: a change of weapon, and only one, names "newWeapon"`);
  const vitality = d.appendageVitality;
  if ((vitality !== undefined) !== (d.maneuver === 'chop')) refuse(`${where}: a chop, and only a chop, gives "appendageVitality"`);
  if (vitality !== undefined && !(Number.isInteger(vitality) && vitality >= 0 && vitality <= 50)) refuse(`${where}: an appendage's vitality is 0 to 50`);
}

/** Size, initiative, a flank or a cling, and what a called shot or a disarm needs of the foe. */
function checkTarget(ctx: RoundContext, side: Side, d: Declaration, where: string): void {
  const { state } = ctx;
  const self = state.combatants[side];
  const foe = state.combatants[other(side)];
  const rule = MANEUVERS[d.maneuver];
  const size = relativeSize(foe.size, self.size);
  if (rule.against && size !== rule.against) refuse(`${where}: a ${d.maneuver} is made only against a ${rule.against} foe, and ${foe.name} is ${size} to it`);
  if (rule.needsInitiative && ctx.holder !== side) refuse(`${where}: a ${d.maneuver} needs the initiative`);
  if (d.location && CALLED_SHOT[size][d.location] === null) refuse(`${where}: no called shot at the ${d.location} of a ${size} foe`);
  if (d.maneuver === 'disarm' && state.fighters[other(side)].weapon === 'fists') refuse(`${where}: ${foe.name} holds no weapon to disarm`);
  const fighter = state.fighters[side];
  const defends = isOffensive(d.maneuver) || d.maneuver === 'parry';
  if (fighter.flankedUntil >= state.round && defends && d.maneuver !== 'buck')
    refuse(`${where}: flanked by ${foe.name}, it can neither attack nor parry this round`);
}

function checkReach(state: DuelState, side: Side, d: Declaration, weapon: WeaponId | null, range: number, where: string): void {
  const fighter = state.fighters[side];
  const clungBy = state.fighters[other(side)];
  if (d.maneuver === 'grapple' && range !== 0) refuse(`${where}: a grapple is made at close range (0), and the range is ${range}`);
  if (d.maneuver === 'break-free' && range !== WRESTLING) refuse(`${where}: only a wrestler breaks free, and the range is ${range}`);
  const attacking = weapon !== null && (isOffensive(d.maneuver) || d.riposte === true);
  if (!attacking || d.maneuver === 'shield-bash') return;
  if (d.riposte && WEAPONS[weapon].kind === 'shield') refuse(`${where}: a shield parries but cannot riposte`);
  if (clungBy.clinging && clungBy.flankedFirst) refuse(`${where}: flanked, then clung to, it cannot attack the one clinging`);
  if (clungBy.clinging && WEAPONS[weapon].range > 0) refuse(`${where}: clung to, it attacks only with a weapon of range 0`);
  if (!fighter.clinging && !reaches(weapon, range))
    refuse(`${where}: a ${WEAPONS[weapon].name.toLowerCase()} (range ${WEAPONS[weapon].range}) does not reach at range ${range}`);
}

function checkShield(d: Declaration, weapon: WeaponId | null, track: Track, range: number, where: string): void {
  const shield = weapon !== null && WEAPONS[weapon].kind === 'shield';
  if (d.maneuver === 'shield-bash') {
    if (range !== 0) refuse(`${where}: a shield bash is made at range 0, and the range is ${range}`);
    if (track.bashed) refuse(`${where}: one shield bash a round`);
    if (track.parriedWithShield) refuse(`${where}: the shield parried this round and cannot bash`);
    track.bashed = true;
  }
  if (d.maneuver === 'parry' && shield) {
    if (track.bashed) refuse(`${where}: the shield bashed this round and cannot parry`);
    track.parriedWithShield = true;
  }
}

/** A change of weapon draws one carried (or drops to fists) into the hand; not one like the off hand's [house]. */
function checkChange(fighter: DuelState['fighters'][Side], d: Declaration, where: string): void {
  const drawn = d.newWeapon;
  const { carried } = fighter;
  if (!drawn || drawn === fighter.weapon) refuse(`${where}: a change of weapon draws another weapon than the one in hand`);
  if (drawn && drawn !== 'fists' && !carried.includes(drawn)) refuse(`${where}: carries ${cardsOrNone(carried)}, not a ${WEAPONS[drawn].name.toLowerCase()}`);
  if (drawn && drawn === fighter.offHand) refuse(`${where}: already holds a ${WEAPONS[drawn].name.toLowerCase()} in the off hand`);
}

const cardsOrNone = (weapons: readonly WeaponId[]): string =>
  weapons.length === 0 ? 'no other weapon' : weapons.map((w) => WEAPONS[w].name.toLowerCase()).join(', ');
