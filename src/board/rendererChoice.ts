// Which Pixi renderer draws the board. The board is a blitter: terrain is pre-drawn into chunk textures,
// pieces are pre-composed sprites, so a frame is a dozen textured rectangles. A real GPU does that with
// WebGL for free. Software WebGL (SwiftShader, llvmpipe — what Chrome falls back to on a blocklisted
// GPU, and what headless Chromium uses) shades every pixel in emulated shaders: on this project's
// 256×256 board at 1280×800 a frame cost ~15 ms of WebGL against ~4 ms through Pixi's Canvas 2D
// renderer, whose image copies run as native code. So: WebGL on a hardware GPU, Canvas 2D otherwise.
// `?renderer=webgl` or `?renderer=canvas` in the page address overrides the choice (for comparisons
// and for players whose machine guesses wrong).

export type BoardRenderer = 'webgl' | 'canvas';

// WebGL renderer strings of software rasterisers, as browsers report them (Chrome's UNMASKED_RENDERER,
// e.g. "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)…), SwiftShader driver)"; Mesa's
// "llvmpipe (LLVM 15.0.6, 256 bits)"; Windows' "Microsoft Basic Render Driver").
const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|lavapipe|basic render driver|software/i;

/** True when a WebGL renderer string names a software rasteriser. */
export function isSoftwareRenderer(rendererName: string): boolean {
  return SOFTWARE_RENDERERS.test(rendererName);
}

/** The renderer forced by `?renderer=` in a page address, or null to choose by the machine. */
export function rendererOverride(search: string): BoardRenderer | null {
  const wanted = new URLSearchParams(search).get('renderer');
  return wanted === 'webgl' || wanted === 'canvas' ? wanted : null;
}

/** Probes this browser's WebGL once: its renderer string, or null when there is no WebGL at all. */
function webglRendererName(): string | null {
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  if (!gl) return null;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  // Browsers cap live WebGL contexts (16 in Chrome): give this probe's back at once.
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return name;
}

let chosen: BoardRenderer | null = null;

/** The renderer for boards on this page; probed once, as every board on the page draws alike. */
export function chooseBoardRenderer(search: string = window.location.search): BoardRenderer {
  const forced = rendererOverride(search);
  if (forced) return forced;
  if (chosen === null) {
    const name = webglRendererName();
    chosen = name === null || isSoftwareRenderer(name) ? 'canvas' : 'webgl';
  }
  return chosen;
}
