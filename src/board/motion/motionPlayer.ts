// Plays one beat of a turn's motion on the board: each frame it poses the beat's pieces (a march's units along
// their paths, a fight's attackers lunging, the destroyed fading) and flashes a captured building. It draws only
// while a beat plays; between beats and after the last, the board is back to rendering on demand.
import { Container, Graphics } from 'pixi.js';
import type { MotionBeat } from '../../state/motion/turnMotion.ts';
import { hexCenter, hexCorners } from '../hexLayout.ts';
import type { PiecePoses } from '../piecePoses.ts';
import { beatDuration, FIGHT_DICE_SHARE, marchPoint, type PlayingSpeed } from './beatTiming.ts';

interface Playing {
  readonly beat: MotionBeat;
  readonly duration: number;
  readonly onDone: () => void;
  /** A fight's attackers, and the way to the defender (world pixels). */
  readonly lungers: readonly { readonly id: string; readonly dx: number; readonly dy: number }[];
  /** The first frame's time: the beat is timed from when it first shows, not from when it was asked for. */
  start: number | null;
}

/** How far (of the way to the defender) attackers lunge while the totals show. */
const LUNGE = 0.28;

export class MotionPlayer {
  /** Drawn over the pieces: a captured building's flash. */
  readonly container = new Container();
  private playing: Playing | null = null;
  private flash: Graphics | null = null;

  constructor(private readonly pieces: PiecePoses) {}

  get active(): boolean {
    return this.playing !== null;
  }

  /** Plays `beat` from the next frame; `onDone` once it has played to its end (not if replaced or stopped). */
  play(beat: MotionBeat, speed: PlayingSpeed, onDone: () => void): void {
    this.stop();
    this.playing = { beat, duration: beatDuration(beat, speed), onDone, lungers: lungersOf(beat), start: null };
    if (beat.kind === 'capture') this.flash = this.container.addChild(flashOver(beat.at));
  }

  /** Pieces back where the state puts them; nothing left playing. */
  stop(): void {
    this.playing = null;
    this.pieces.unpose();
    this.flash?.destroy();
    this.flash = null;
  }

  /**
   * Poses the beat for time `now` (ms). Returns the beat's `onDone` once it has played to its end (the caller
   * calls it after the frame is drawn), null while it plays on or when nothing plays.
   */
  tick(now: number): (() => void) | null {
    const p = this.playing;
    if (!p) return null;
    p.start ??= now;
    const t = Math.min(1, (now - p.start) / Math.max(1, p.duration));
    this.pose(p, t);
    if (t < 1) return null;
    this.playing = null;
    return p.onDone;
  }

  private pose({ beat, lungers }: Playing, t: number): void {
    switch (beat.kind) {
      case 'march': {
        const steps = Math.max(1, ...beat.marches.map((m) => m.path.length - 1));
        for (const { unit, path } of beat.marches) {
          const start = path[0];
          if (!start) continue;
          const at = marchPoint(path, t, steps);
          const base = hexCenter(start);
          this.pieces.pose(unit, at.x - base.x, at.y - base.y, 1);
        }
        return;
      }
      case 'fight': {
        // Out and back while the totals show: the attack strikes as the result comes.
        const strike = t < FIGHT_DICE_SHARE ? 0 : Math.sin(Math.PI * Math.min(1, (t - FIGHT_DICE_SHARE) / 0.3));
        for (const { id, dx, dy } of lungers) this.pieces.pose(id, dx * LUNGE * strike, dy * LUNGE * strike, 1);
        return;
      }
      case 'fade':
        for (const unit of beat.units) this.pieces.pose(unit, 0, 0, 1 - t);
        return;
      case 'capture':
        if (this.flash) this.flash.alpha = Math.sin(Math.PI * t) * (0.55 + 0.45 * Math.abs(Math.sin(Math.PI * 3 * t)));
        return;
    }
  }

  destroy(): void {
    this.stop();
    this.container.destroy({ children: true });
  }
}

/** A fight's attackers (the units standing where it was fought from) and their way to the defender. */
function lungersOf(beat: MotionBeat): Playing['lungers'] {
  if (beat.kind !== 'fight') return [];
  const target = hexCenter(beat.at);
  return Object.values(beat.state.units).flatMap((unit) => {
    if (!beat.from.some((hex) => hex.col === unit.at.col && hex.row === unit.at.row)) return [];
    const from = hexCenter(unit.at);
    return [{ id: unit.id, dx: target.x - from.x, dy: target.y - from.y }];
  });
}

/** A bright hex over the captured building, its alpha set each frame. */
function flashOver(hex: { col: number; row: number }): Graphics {
  const c = hexCenter(hex);
  const g = new Graphics().poly(hexCorners(c.x, c.y)).fill({ color: 0xfff4c0, alpha: 0.75 }).stroke({ color: 0xffffff, width: 4 });
  g.alpha = 0;
  return g;
}
