import type { Texture } from 'pixi.js';

/** RGBA bytes of a texture's whole source at its resolution: the board's one way to count texture memory. */
export function pixelBytes(texture: Texture): number {
  return texture.source.pixelWidth * texture.source.pixelHeight * 4;
}
