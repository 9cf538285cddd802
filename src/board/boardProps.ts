import type { BuildingId, GameState, HexCoord, PlayerId, UnitTypeId } from '../rules/index.ts';
import type { MotionBeat } from '../state/motion/turnMotion.ts';
import type { PlayingSpeed } from './motion/beatTiming.ts';

/** A planned order as the board draws it. */
export type PlannedMark =
  | { readonly kind: 'move'; readonly path: readonly HexCoord[] /* from the unit's hex to its destination */ }
  | { readonly kind: 'attack'; readonly from: HexCoord; readonly to: HexCoord; readonly advance: boolean; readonly paired: boolean }
  | { readonly kind: 'defend'; readonly at: HexCoord }
  | { readonly kind: 'build'; readonly at: HexCoord; readonly building: BuildingId }
  | { readonly kind: 'recruit'; readonly at: HexCoord; readonly unitType: UnitTypeId };

/** A map editor's mark on a hex: a forbidden neighbour, a start position, the brush's reach, a jump target. */
export interface EditorMark {
  readonly hex: HexCoord;
  readonly kind: 'forbidden' | 'start' | 'brush' | 'jump';
  /** Drawn on the hex (a start's slot number). */
  readonly label?: string;
  /** Something is wrong here (a start without its home terrain near): drawn in red. */
  readonly warn?: boolean;
}

export interface BoardOverlays {
  readonly selected: HexCoord | null;
  /** Hexes the selected unit can move to. */
  readonly reachable: readonly HexCoord[];
  /** Enemy hexes the selected unit can attack. */
  readonly attackable: readonly HexCoord[];
  readonly planned: readonly PlannedMark[];
  /** The keyboard cursor. */
  readonly cursor: HexCoord | null;
  /** The map editor's marks; the game has none. */
  readonly marks?: readonly EditorMark[];
}

/** The overlays the overlay layer redraws together: all but the keyboard cursor, which has its own (setCursor). */
export type DrawnOverlays = Omit<BoardOverlays, 'cursor'>;

/** Everything the board needs: it draws these and reports clicks; it decides nothing. */
export interface BoardProps {
  readonly state: GameState;
  /** "#rrggbb" per player id. */
  readonly colours: Readonly<Record<PlayerId, string>>;
  readonly overlays: BoardOverlays;
  readonly onHexClick: (hex: HexCoord) => void;
  readonly onHexHover: (hex: HexCoord | null) => void;
  /** Drag strokes over hexes (the editor's brush); without it, every drag pans. */
  readonly onHexStroke?: HexStrokeHandlers;
  /** A turn playing out: the beat to play over `state` (which is the beat's own). */
  readonly motion?: BoardMotion | null;
}

/** One beat of a turn's motion for the board to play, and whom to tell when it has played to its end. */
export interface BoardMotion {
  readonly beat: MotionBeat;
  readonly speed: PlayingSpeed;
  readonly onDone: () => void;
}

/** A press-drag-release over hexes. `wants` is asked at each press: false lets that drag pan. */
export interface HexStrokeHandlers {
  wants(): boolean;
  /** The press, on `hex` (null: off the map; the stroke starts at the first hex it reaches). */
  begin(hex: HexCoord | null): void;
  /** The pointer reached `hex` (null: it left the map). */
  extend(hex: HexCoord | null): void;
  end(): void;
  /** The drag became a two-finger pinch: undo the stroke. */
  cancel(): void;
}
