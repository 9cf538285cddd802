// A player's choices for a duel's round as the duel screen's fields hold them, and the rules' declarations
// they make. The fields offer what the hero could sensibly do; the rules (playRound) have the last word.
import { WEAPONS, type Declaration, type DuelState, type FighterState, type RoundReport, type Side, type WeaponId } from '../rules/index.ts';
import { MANEUVER_IDS, MANEUVERS, relativeSize, type Card, type HitLocation, type ManeuverId } from '../rules/champions/index.ts';

export interface RegisterDraft {
  /** null: nothing in this register. */
  readonly maneuver: ManeuverId | null;
  /** Which card of the hand (its place in it: two cards may read the same). */
  readonly card: number;
  /** Made with the weapon in hand or the one in the off hand. */
  readonly hand: 'main' | 'off';
  /** Steps as the maneuver would: forward for an attack, back for a parry (−2 when not). */
  readonly step: boolean;
  readonly location: HitLocation;
  /** A parry with a (hit) card becomes a riposte. */
  readonly riposte: boolean;
  /** A change of weapon draws this one (fists: drops the weapon in hand). */
  readonly newWeapon: WeaponId;
  /** A chop: the vitality of the limb that entangles. */
  readonly appendageVitality: number;
}

/** A register's fields before the player touches them: nothing, with the register's own card ready. */
export function emptyRegister(index: number, fighter: FighterState): RegisterDraft {
  return {
    maneuver: null,
    card: index,
    hand: 'main',
    step: true,
    location: 'head',
    riposte: false,
    newWeapon: fighter.carried[0] ?? 'fists',
    appendageVitality: 0,
  };
}

/** The rules' declaration the fields make; null for an empty register (or a card the hand does not hold). */
export function declarationOf(draft: RegisterDraft, hand: readonly Card[], fighter: FighterState): Declaration | null {
  const { maneuver } = draft;
  const card = hand[draft.card];
  if (!maneuver || !card) return null;
  const rule = MANEUVERS[maneuver];
  const offHand = rule.armed && maneuver !== 'shield-bash' && draft.hand === 'off' && fighter.offHand;
  return {
    maneuver,
    card,
    ...(offHand ? { weapon: offHand } : {}),
    ...(rule.stepsForward && !draft.step ? { stepForward: false } : {}),
    ...(maneuver === 'parry' && !draft.step ? { stepBack: false } : {}),
    ...(maneuver === 'parry' && draft.riposte && card.hit ? { riposte: true } : {}),
    ...(maneuver === 'called-shot' ? { location: draft.location } : {}),
    ...(maneuver === 'change-weapon' ? { newWeapon: draft.newWeapon } : {}),
    ...(maneuver === 'chop' ? { appendageVitality: draft.appendageVitality } : {}),
  };
}

/** What a declared maneuver shows the other side before the reveal: its type only. */
export function publicType(declaration: Declaration | null): ManeuverId | null {
  return declaration?.maneuver ?? null;
}

/**
 * The maneuvers worth offering `side`: those against a foe of its size, those that need the initiative only
 * to its holder, a shield bash with a shield, a smash with an impact weapon, a change of weapon with one to draw.
 */
export function maneuverChoices(duel: DuelState, side: Side, holder: Side): ManeuverId[] {
  const self = duel.combatants[side];
  const foe = duel.combatants[side === 0 ? 1 : 0];
  const fighter = duel.fighters[side];
  const held = [fighter.weapon, ...(fighter.offHand ? [fighter.offHand] : [])];
  const size = relativeSize(foe.size, self.size);
  return MANEUVER_IDS.filter((m) => {
    const rule = MANEUVERS[m];
    if (rule.against && rule.against !== size) return false;
    if (rule.needsInitiative && holder !== side) return false;
    if (m === 'shield-bash') return held.some((w) => WEAPONS[w].kind === 'shield');
    if (m === 'smash') return held.some((w) => WEAPONS[w].kind === 'impact');
    if (m === 'change-weapon') return fighter.carried.length > 0 || fighter.weapon !== 'fists';
    return true;
  });
}

/** The weapons a change of weapon may draw: those carried, or fists (dropping the weapon in hand). */
export function drawChoices(fighter: FighterState): WeaponId[] {
  return [...fighter.carried, ...(fighter.weapon === 'fists' ? [] : (['fists'] as const))];
}

/**
 * How many registers `side`'s form shows: as many maneuvers as it may make and has cards for, and for the
 * side declaring second at least as many as the first declared (to meet each of them).
 */
export function registerCount(opening: RoundReport, side: Side, firstDeclared: number): number {
  const own = Math.min(opening.maneuversAllowed[side], opening.handSizes[side]);
  return Math.max(own, firstDeclared);
}

/** "called shot", "shield bash": a maneuver as the screens say it. */
export const maneuverName = (m: ManeuverId): string => m.replace('-', ' ');
