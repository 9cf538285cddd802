// One texture per batch on the board's WebGL renderer. Software WebGL (SwiftShader) runs Pixi's batch
// shader per pixel with a branch per texture slot; a 1-slot shader drew our chunked board 4–7× faster
// (toolchain.md; our probe: 8 → 60 fps). Board pieces share one atlas and each chunk is one texture,
// so little batching is lost on real GPUs either.
//
// Pixi measures the limit (GlLimitsSystem.contextChange) when renderer.init makes the GL context and
// compiles shaders from it straight away: the graphics shader during init, the batch shader (once for
// the whole page) at the first render, which @pixi/react triggers before its onInit. So the limit is
// applied from inside init, by a renderer system: the board lists it in <Application extensions>, Pixi
// builds it with each WebGL renderer and calls its init with the renderer's options before the context
// system's, and it caps what that renderer's own limits system measures, then and after any context
// restore. Renderers without the `batchTextureLimit` option are left alone; nothing is patched globally.
import type { ExtensionType } from 'pixi.js';

declare global {
  namespace PixiMixins {
    interface WebGLOptions {
      /** Most textures one batch may sample; caps what Pixi measures (see rendererLimits.ts). */
      batchTextureLimit?: number;
    }
  }
}

/** The part of Pixi's GlLimitsSystem this touches. */
export interface BatchLimits {
  maxBatchableTextures: number;
  contextChange(): void;
}

/** Makes `limits` report at most `limit` batchable textures every time it measures the GPU. */
export function capBatchTextures(limits: BatchLimits, limit: number): void {
  const measure = limits.contextChange.bind(limits);
  limits.contextChange = () => {
    measure();
    limits.maxBatchableTextures = Math.min(limits.maxBatchableTextures, limit);
  };
}

/** A WebGL renderer system applying the `batchTextureLimit` option (see the top of this file). */
export class BatchTextureLimitSystem {
  static readonly extension = {
    // ExtensionType.WebGLSystem's value, written out so this module loads no Pixi code (Node tests).
    type: ['webgl-system' as ExtensionType.WebGLSystem],
    name: 'batchTextureLimit',
    // Pixi runs systems' init in priority order; the GL context system's (default -1) makes the context.
    priority: 1,
  };

  constructor(private readonly renderer: { readonly limits: BatchLimits }) {}

  init(options: { batchTextureLimit?: number }): void {
    if (options.batchTextureLimit !== undefined) capBatchTextures(this.renderer.limits, options.batchTextureLimit);
  }

  destroy(): void {}
}
