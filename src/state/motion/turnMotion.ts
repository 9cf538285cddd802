// A resolved turn told as motion on the board: the turn's events, folded one by one over the state it began
// from, become beats — units marching along their paths, a fight's dice and totals over the defender, the
// destroyed fading, a captured building flashing. Each beat carries the board as it stands while the beat
// plays, so the board draws only states the rules made and the motion adds nothing to the game.
import { applyEvent, describeCombat, type CombatReport, type GameEvent, type GameState, type HexCoord, type UnitId } from '../../rules/index.ts';

/** One unit marching: its path from the hex it stands on to where it ends. */
export interface March {
  readonly unit: UnitId;
  readonly path: readonly HexCoord[];
}

/** A side of a fight over the board: its dice, then its result ("9", "lost 8 1/3 men"). */
export interface FightSide {
  readonly dice: string;
  readonly result: string;
}

export type MotionBeat =
  /** Units marching together (moves in a row, none fighting between them). */
  | { readonly kind: 'march'; readonly state: GameState; readonly marches: readonly March[] }
  /** A fight: the dice over the defender, then the totals, then who won. */
  | {
      readonly kind: 'fight';
      readonly state: GameState;
      readonly at: HexCoord;
      readonly from: readonly HexCoord[];
      readonly title: string;
      readonly attack: FightSide;
      readonly defence: FightSide;
      readonly winner: 'attacker' | 'defender' | null;
    }
  /** Units destroyed, fading where they stood. */
  | { readonly kind: 'fade'; readonly state: GameState; readonly units: readonly UnitId[] }
  /** A building changing hands, flashing in its new owner's colour (the state is the one after). */
  | { readonly kind: 'capture'; readonly state: GameState; readonly at: HexCoord };

export type MotionBeatKind = MotionBeat['kind'];

/** The march a UNIT_MOVED event shows: from where the unit stood, along its path, without standing still twice. */
function marchOf(event: Extract<GameEvent, { type: 'UNIT_MOVED' }>): March {
  const path = [event.from, ...event.path];
  const same = (a: HexCoord, b: HexCoord) => a.col === b.col && a.row === b.row;
  return { unit: event.unit, path: path.filter((hex, i) => i === 0 || !same(hex, path[i - 1] as HexCoord)) };
}

function fightBeat(state: GameState, report: CombatReport): MotionBeat | null {
  const defender = report.defender.unitId === undefined ? undefined : state.units[report.defender.unitId];
  if (!defender) return null;
  const from = report.attackers.flatMap((a) => {
    const unit = a.unitId === undefined ? undefined : state.units[a.unitId];
    return unit ? [unit.at] : [];
  });
  const { title, glance, outcome } = describeCombat(report);
  return { kind: 'fight', state, at: defender.at, from, title, attack: glance.attack, defence: glance.defence, winner: outcome.winner };
}

/** The beat an event starts, given the state before it (and after it, for a capture); null if it shows none. */
function beatOf(before: GameState, after: GameState, event: GameEvent): MotionBeat | null {
  switch (event.type) {
    case 'UNIT_MOVED':
      return { kind: 'march', state: before, marches: [marchOf(event)] };
    case 'COMBAT_RESOLVED':
      return fightBeat(before, event.report);
    case 'UNIT_DESTROYED':
      return before.units[event.unit] ? { kind: 'fade', state: before, units: [event.unit] } : null;
    case 'BUILDING_CAPTURED':
      return { kind: 'capture', state: after, at: event.at };
    default:
      return null;
  }
}

/** Marches in a row play together, as do units destroyed by one fight: a turn of fifty moves is one beat, not fifty. */
function merged(last: MotionBeat | undefined, next: MotionBeat): MotionBeat | null {
  if (last?.kind === 'march' && next.kind === 'march' && !last.marches.some((m) => next.marches.some((n) => n.unit === m.unit))) {
    return { ...last, marches: [...last.marches, ...next.marches] };
  }
  if (last?.kind === 'fade' && next.kind === 'fade') return { ...last, units: [...last.units, ...next.units] };
  return null;
}

/**
 * The beats of `events` played from `before`, in order. A merged beat keeps the state its first event began
 * from: the units of a march stand at their paths' starts, the destroyed of a fade all still stand.
 */
export function turnMotion(before: GameState, events: readonly GameEvent[]): MotionBeat[] {
  const beats: MotionBeat[] = [];
  let state = before;
  for (const event of events) {
    const next = applyEvent(state, event);
    const beat = beatOf(state, next, event);
    if (beat) {
      const joined = merged(beats.at(-1), beat);
      if (joined) beats[beats.length - 1] = joined;
      else beats.push(beat);
    }
    state = next;
  }
  return beats;
}
