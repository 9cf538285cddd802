import { activePlayer } from '../rules/index.ts';
// The board's Pixi scene, driven imperatively: React hands it new props, it updates only the layer
// that changed and asks the scheduler for one render. Nothing here decides game rules.
import { Container, type Application } from 'pixi.js';
import { ArtLoader } from './artLoader.ts';
import type { GameState, HexCoord, PlayerId } from '../rules/index.ts';
import type { DrawnOverlays } from './boardProps.ts';
import { centreOn, clampCamera, ensureVisible, fitCamera, viewRect, worldToScreen, type Camera, type Size } from './camera.ts';
import { chunkGridSize, visibleChunks } from './chunkGrid.ts';
import { hexCenter, worldSize } from './hexLayout.ts';
import { FRAME_BUDGET_MS } from './chunkPlanner.ts';
import type { PlayingSpeed } from './motion/beatTiming.ts';
import { MotionPlayer } from './motion/motionPlayer.ts';
import type { MotionBeat } from '../state/motion/turnMotion.ts';
import { OverlayLayer } from './overlayLayer.ts';
import { PieceLayer } from './pieceLayer.ts';
import { RenderScheduler } from './renderScheduler.ts';
import { SiegeLayer } from './siegeLayer.ts';
import { buildSpriteAtlas, type SpriteAtlas } from './spriteAtlas.ts';
import { TerrainChunks } from './terrainChunks.ts';
import { pixelBytes } from './textureBytes.ts';

export class BoardScene {
  readonly scheduler: RenderScheduler;
  // A render group: panning and zooming then change one GPU transform, and Pixi reuses the group's
  // batched geometry instead of re-transforming thousands of piece sprites every frame.
  private readonly world = new Container({ isRenderGroup: true });
  private atlas: SpriteAtlas;
  /** The art, loaded after the first frame; the scene swaps in what it hands out. */
  private readonly art: ArtLoader;
  /** An atlas replaced this frame, freed once the pieces draw from the new one. */
  private retired: SpriteAtlas | null = null;
  private readonly terrain: TerrainChunks;
  private readonly pieces: PieceLayer;
  private readonly overlays: OverlayLayer;
  private readonly sieges: SiegeLayer;
  /** A turn playing out: the beat on the board now. */
  private readonly motion: MotionPlayer;
  private cam: Camera = { x: 0, y: 0, zoom: 1 };
  /** The canvas's size at the last resize: the camera keeps its middle when it changes. */
  private lastView: Size | null = null;
  private state: GameState;
  private readonly cameraListeners = new Set<() => void>();
  /** Set when pieces must be re-synced at the next frame (state or colours changed). */
  private piecesDirty = true;
  private colours: Readonly<Record<PlayerId, string>> = {};

  constructor(
    private readonly app: Application,
    root: Container,
    state: GameState,
  ) {
    this.state = state;
    this.scheduler = new RenderScheduler((budgeted) => this.renderFrame(budgeted));
    this.art = new ArtLoader(app, () => this.scheduler.request());
    this.atlas = buildSpriteAtlas(app.renderer);
    this.terrain = new TerrainChunks(app.renderer, state.map);
    this.pieces = new PieceLayer(this.atlas);
    this.overlays = new OverlayLayer(this.atlas);
    this.sieges = new SiegeLayer(this.atlas);
    this.motion = new MotionPlayer(this.pieces.poses);
    this.world.addChild(this.terrain.container, this.sieges.container, this.pieces.container, this.motion.container, this.overlays.container);
    root.addChild(this.world);
    this.cam = this.initialCamera();
    this.lastView = this.viewSize;
  }

  get camera(): Camera {
    return this.cam;
  }
  get viewSize(): Size {
    return { width: this.app.renderer.screen.width, height: this.app.renderer.screen.height };
  }
  get worldSize(): Size {
    return worldSize(this.state.map.width, this.state.map.height);
  }
  get canvas(): HTMLCanvasElement {
    return this.app.canvas;
  }
  /** 'webgl' or 'canvas': which Pixi renderer draws this board. */
  get rendererName(): string {
    return this.app.renderer.name;
  }
  /** Most textures one batch of this renderer samples (1 on WebGL: see rendererLimits.ts). */
  get batchTextureLimit(): number {
    return this.app.renderer.limits.maxBatchableTextures;
  }
  get chunksDrawn(): number {
    return this.terrain.drawn;
  }
  /** Bytes of pixels the board holds in textures: terrain chunks, tiles, overview and the piece atlas. */
  get textureBytes(): number {
    return this.terrain.textureBytes + pixelBytes(this.atlas.source) + this.atlas.pieces.textureBytes;
  }
  /** Tile and piece pixels per world pixel of the loaded art; 0 while the first look shows. */
  get artResolution(): number {
    return this.art.band;
  }
  get siegesShown(): number {
    return this.sieges.count;
  }

  setCamera(cam: Camera): void {
    const next = clampCamera(cam, this.worldSize, this.viewSize);
    if (next.x === this.cam.x && next.y === this.cam.y && next.zoom === this.cam.zoom) return;
    this.cam = next;
    this.scheduler.request();
    for (const listener of this.cameraListeners) listener();
  }

  onCameraChange(listener: () => void): () => void {
    this.cameraListeners.add(listener);
    return () => this.cameraListeners.delete(listener);
  }

  fit(): void {
    this.setCamera(fitCamera(this.worldSize, this.viewSize));
  }

  /** After the canvas changed size: keep the map in reach and redraw. */
  resized(): void {
    // The middle of the view stays where it was (a drawer opening under a phone's board keeps the selection in sight).
    const view = this.viewSize;
    const last = this.lastView ?? view;
    this.lastView = view;
    const dx = (view.width - last.width) / 2;
    const dy = (view.height - last.height) / 2;
    this.setCamera({ ...this.cam, x: this.cam.x + dx, y: this.cam.y + dy });
    this.scheduler.request();
    for (const listener of this.cameraListeners) listener();
  }

  setState(state: GameState, colours: Readonly<Record<PlayerId, string>>): void {
    if (state === this.state && colours === this.colours && !this.piecesDirty) return;
    const resized = state.map.width !== this.state.map.width || state.map.height !== this.state.map.height;
    this.state = state;
    this.colours = colours;
    this.terrain.setMap(state.map);
    this.piecesDirty = true;
    if (resized) this.cam = this.initialCamera();
    this.scheduler.request();
  }

  /** Redraws all terrain at the next frame (the benchmark times it). */
  redrawTerrain(): void {
    this.terrain.invalidateAll();
    this.scheduler.request();
  }

  /** Redraws the chunks holding these hexes (for the map editor, when terrain is edited in place). */
  invalidateHexes(hexes: readonly HexCoord[]): void {
    this.terrain.invalidateHexes(hexes);
    this.scheduler.request();
  }

  setOverlays(overlays: DrawnOverlays): void {
    this.overlays.setOverlays(overlays);
    this.scheduler.request();
  }

  setHover(hex: HexCoord | null): void {
    this.overlays.setHover(hex);
    this.scheduler.request();
  }

  setCursor(hex: HexCoord | null, reveal: boolean): void {
    this.overlays.setCursor(hex);
    if (hex && reveal) {
      const c = hexCenter(hex);
      this.setCamera(ensureVisible(this.cam, c.x, c.y, this.viewSize, 48 * Math.max(1, this.cam.zoom)));
    }
    this.scheduler.request();
  }

  /**
   * Plays one beat of a turn's motion over the state set last (the beat's own), rendering every frame until it
   * ends; then `onDone`, and the board renders on demand again.
   */
  playBeat(beat: MotionBeat, speed: PlayingSpeed, onDone: () => void): void {
    this.motion.play(beat, speed, onDone);
    this.scheduler.request();
  }

  /** No beat playing: the pieces where the state puts them. */
  stopMotion(): void {
    if (!this.motion.active) return;
    this.motion.stop();
    this.scheduler.request();
  }

  get motionActive(): boolean {
    return this.motion.active;
  }

  /** Where unit `id`'s piece is drawn now (canvas pixels) and how opaque; null if it has no sprite. */
  unitOnCanvas(id: string): { x: number; y: number; alpha: number } | null {
    const at = this.pieces.poses.unitPosition(id);
    return at && { ...worldToScreen(this.cam, at.x, at.y), alpha: at.alpha };
  }

  /** Screen position (canvas pixels) of a hex centre. */
  hexToCanvas(hex: HexCoord): { x: number; y: number } {
    const c = hexCenter(hex);
    return worldToScreen(this.cam, c.x, c.y);
  }

  destroy(): void {
    this.scheduler.cancel();
    this.cameraListeners.clear();
    this.terrain.destroy();
    this.motion.destroy();
    this.pieces.destroy();
    this.sieges.destroy();
    this.overlays.destroy();
    this.world.destroy();
    freeAtlas(this.atlas);
    this.art.destroy();
  }

  /** Swaps in the art's tiles and atlas when the zoom calls for another resolution (or it just came). */
  private applyArt(): void {
    const change = this.art.at(this.cam.zoom * this.app.renderer.resolution);
    if (!change) return;
    this.terrain.setTiles(change.tiles);
    this.retired = this.atlas;
    this.atlas = change.atlas;
    this.pieces.setAtlas(this.atlas);
    this.overlays.setAtlas(this.atlas);
    this.sieges.setAtlas(this.atlas);
    this.piecesDirty = true;
  }

  /** Draws a frame; `budgeted` frames draw missing terrain chunks for FRAME_BUDGET_MS at most and
   * return false while some are left (the scheduler then renders again next frame). */
  private renderFrame(budgeted: boolean): boolean {
    // @pixi/react may destroy the app before this scene's cleanup runs: never draw into a dead renderer.
    if (!this.app.renderer) return true;
    this.applyArt();
    if (this.piecesDirty) {
      this.pieces.update(this.state, this.colours);
      this.sieges.update(this.state);
      this.piecesDirty = false;
    }
    if (this.retired) freeAtlas(this.retired);
    this.retired = null;
    this.world.position.set(this.cam.x, this.cam.y);
    this.world.scale.set(this.cam.zoom);
    const view = viewRect(this.cam, this.viewSize);
    this.terrain.update(view, this.cam.zoom, budgeted ? FRAME_BUDGET_MS : Number.POSITIVE_INFINITY);
    this.pieces.showDots(this.terrain.overviewScale);
    // Pieces are bucketed by chunks of CHUNK hexes, whatever size the terrain's chunks are drawn at.
    const { cols, rows } = chunkGridSize(this.state.map.width, this.state.map.height);
    this.pieces.cull(visibleChunks(view, cols, rows, 0));
    const beatDone = this.motion.tick(performance.now());
    this.app.render();
    // After the frame that shows the beat's end: the next beat's state comes with the store's next change.
    if (beatDone) queueMicrotask(beatDone);
    this.art.frameDrawn();
    return this.terrain.complete && !this.motion.active;
  }

  /** Small maps fit the screen; on big ones start at zoom 1 over the active player's first unit. */
  private initialCamera(): Camera {
    const world = this.worldSize;
    const view = this.viewSize;
    const fit = fitCamera(world, view);
    if (fit.zoom >= 0.6) return fit;
    const active = activePlayer(this.state).id;
    const unit = Object.values(this.state.units).find((u) => u.owner === active);
    const at = unit ? hexCenter(unit.at) : { x: world.width / 2, y: world.height / 2 };
    return centreOn(at.x, at.y, 1, world, view);
  }
}

function freeAtlas(atlas: SpriteAtlas): void {
  atlas.pieces.destroy();
  atlas.source.destroy(true);
}
