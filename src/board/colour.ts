// Player colours arrive as '#rrggbb' strings; Pixi tints want numbers.

export function parseColour(hex: string | undefined, fallback = 0x9a9a9a): number {
  if (!hex || !/^#[0-9a-f]{6}$/i.test(hex)) return fallback;
  return Number.parseInt(hex.slice(1), 16);
}

/** Relative luminance (WCAG), 0 = black, 1 = white. */
export function luminance(colour: number): number {
  const channel = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((colour >> 16) & 255) + 0.7152 * channel((colour >> 8) & 255) + 0.0722 * channel(colour & 255);
}

/** Ink for an emblem drawn on `background`: near-black on light colours, white on dark ones. */
export function inkOn(background: number): number {
  return luminance(background) > 0.4 ? 0x1a1a1a : 0xffffff;
}
