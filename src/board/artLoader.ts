// The board's art, fetched after the first frame: the first visit downloads no more than the first look, then
// emblems, edges blended between terrains, and tiles and pieces drawn at the zoom's resolution (art/boardArt.ts,
// imported dynamically here for that reason). Until the art comes, and if it never does, the first look stays.
import type { Application } from 'pixi.js';
import type { ArtChange, BoardArt } from './art/boardArt.ts';

/** How long after the first frame the art starts loading. */
const ART_DELAY_MS = 200;

export class ArtLoader {
  private art: BoardArt | null = null;
  private loading = false;
  private destroyed = false;
  /** The resolution band the art last drew at; 0 while the first look shows. */
  band = 0;

  /** `onChange` asks for a frame: the art came, or a band it was asked for is drawn. */
  constructor(
    private readonly app: Application,
    private readonly onChange: () => void,
  ) {}

  /** After a frame is drawn: the first time, starts loading once that frame is on screen and counted. */
  frameDrawn(): void {
    if (this.loading) return;
    this.loading = true;
    // Later than the frame, so the art's download never delays it.
    setTimeout(() => this.load(), ART_DELAY_MS);
  }

  /** The tiles and atlas to swap in when `scale` (device pixels per world pixel) calls for another band (or the art just came). */
  at(scale: number): ArtChange | null {
    const change = this.art?.at(scale);
    if (!change) return null;
    this.band = change.resolution;
    return change;
  }

  destroy(): void {
    this.destroyed = true;
    this.art?.destroy();
    this.art = null;
  }

  private load(): void {
    if (this.destroyed) return;
    import('./art/boardArt.ts').then(
      ({ BoardArt }) => {
        if (this.destroyed || !this.app.renderer) return;
        this.art = new BoardArt(this.app.renderer, this.onChange);
        this.onChange();
      },
      (error: unknown) => console.warn('board: the art did not load; the first look stays', error),
    );
  }
}
