import { UNITS } from './data/units.ts';
import type { DiceSource } from './dice.ts';
import { describeHex, hexDistance, hexKey } from './hexGeometry.ts';
import type { PlayerId, UnitId } from './ids.ts';
import { ownEntry } from './pieces.ts';
import type { EventRecorder } from './recorder.ts';
import { fight } from './fight.ts';
import { unitAt } from './stateQueries.ts';
import type { AttackOrder, GameState, Siege, Unit } from './types.ts';

/**
 * The sieges these players' units keep up (Warfare: a siege that ended in Grazed or Maimed goes on in
 * the next warfare phase while both sides stay). Fought before the turn's new fights, by the besiegers
 * that have no order this turn and still reach the garrison; a siege none of them can keep up, or whose
 * garrison is gone, ends with its reason.
 */
export function continueSieges(
  recorder: EventRecorder,
  players: ReadonlySet<PlayerId>,
  ordered: ReadonlySet<UnitId>,
  dice: DiceSource,
  bouts: Map<UnitId, number>,
): void {
  const sieges = recorder.ask((state) => (state.sieges ?? []).filter((siege) => players.has(besiegerOf(state, siege) ?? '')));
  for (const siege of sieges) {
    const goingOn = recorder.ask((state) => besiegersNow(state, siege, ordered));
    if (typeof goingOn === 'string') {
      recorder.emit({ type: 'SIEGE_ENDED', target: siege.target, reason: goingOn });
      continue;
    }
    const attacks: AttackOrder[] = goingOn.map((unit) => ({ type: 'ATTACK', player: unit.owner, unit: unit.id, target: siege.target }));
    fight(recorder, attacks, dice, bouts);
    // A fight that ends short of a result again records the siege anew; any other result ends it.
    const renewed = recorder.ask((state) => (state.sieges ?? []).some((s) => s !== siege && hexKey(s.target) === hexKey(siege.target)));
    if (!renewed) recorder.emit({ type: 'SIEGE_ENDED', target: siege.target, reason: 'it was fought to its end' });
  }
}

/** Whose siege it is: the owner of its besiegers (the first still on the board). */
function besiegerOf(state: GameState, siege: Siege): PlayerId | undefined {
  for (const id of siege.attackers) {
    const unit = ownEntry(state.units, id);
    if (unit) return unit.owner;
  }
  return undefined;
}

/** The besiegers that keep the siege up this turn, or why it ends. */
function besiegersNow(state: GameState, siege: Siege, ordered: ReadonlySet<UnitId>): Unit[] | string {
  const garrison = unitAt(state, siege.target);
  if (!garrison || garrison.id !== siege.garrison) return `the garrison of ${describeHex(siege.target)} is gone`;
  const staying = siege.attackers
    .map((id) => ownEntry(state.units, id))
    .filter((u): u is Unit => u !== undefined && !ordered.has(u.id) && hexDistance(u.at, siege.target) <= UNITS[u.type].range);
  return staying.length > 0 ? staying : 'the besiegers left, fell or were given other orders';
}
