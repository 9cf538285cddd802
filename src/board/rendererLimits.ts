// One texture per batch, for every Pixi renderer on the page. Software WebGL (SwiftShader) runs Pixi's
// batch shader per pixel with a branch per texture slot; a 1-slot shader drew our chunked board 4–7×
// faster (toolchain.md; our probe: 8 → 60 fps). Pixi reads this limit while it initialises and
// compiles the batch shader once for the whole page, before any app code could change the limit, so
// it is set where Pixi computes it. Board pieces share one atlas and each chunk is one texture, so
// little batching is lost on real GPUs either.
import { GlLimitsSystem } from 'pixi.js';

const contextChange = GlLimitsSystem.prototype.contextChange;
GlLimitsSystem.prototype.contextChange = function limitedContextChange(this: GlLimitsSystem): void {
  contextChange.call(this);
  this.maxBatchableTextures = 1;
};
