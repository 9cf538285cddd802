// The map as a PNG picture: terrain colours of the board, start positions as numbered rings. Drawn with
// canvas 2D (not the Pixi renderer) so it works the same at any size and needs no live board.
import { context2d } from '../../board/at.ts';
import { TERRAIN_COLOUR } from '../../board/terrainArt.ts';
import { terrainAt } from '../../rules/index.ts';
import type { EditorDraft } from '../draft.ts';

/** The picture's longest side stays under this (browsers refuse very large canvases). */
const MAX_SIDE = 4096;

export function drawMapPicture(draft: EditorDraft): HTMLCanvasElement {
  const { map } = draft;
  // Hex radius in pixels: as large as fits, between 3 and 16.
  const radius = Math.max(3, Math.min(16, Math.floor(MAX_SIDE / (Math.sqrt(3) * (map.width + 0.5)))));
  const w = Math.sqrt(3) * radius;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(w * (map.width + 0.5));
  canvas.height = Math.ceil(1.5 * radius * (map.height - 1) + 2 * radius);
  const ctx = context2d(canvas);
  const centre = (col: number, row: number) => ({ x: w / 2 + w * col + (row & 1) * (w / 2), y: radius + 1.5 * radius * row });
  const hexPath = (x: number, y: number, r: number) => {
    ctx.beginPath();
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 180) * (60 * i - 90);
      if (i === 0) ctx.moveTo(x + r * Math.cos(a), y + r * Math.sin(a));
      else ctx.lineTo(x + r * Math.cos(a), y + r * Math.sin(a));
    }
    ctx.closePath();
  };
  for (let row = 0; row < map.height; row++) {
    for (let col = 0; col < map.width; col++) {
      const { x, y } = centre(col, row);
      ctx.fillStyle = `#${TERRAIN_COLOUR[terrainAt(map, { col, row })].toString(16).padStart(6, '0')}`;
      // A hair larger than the hex, so no seams show between neighbours.
      hexPath(x, y, radius + 0.5);
      ctx.fill();
    }
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `bold ${Math.max(8, radius * 1.2)}px sans-serif`;
  draft.slots.forEach((slot, i) => {
    if (!slot.at) return;
    const { x, y } = centre(slot.at.col, slot.at.row);
    ctx.beginPath();
    ctx.arc(x, y, radius * 0.9, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.lineWidth = Math.max(1, radius / 5);
    ctx.strokeStyle = '#111111';
    ctx.stroke();
    ctx.fillStyle = '#111111';
    ctx.fillText(String(i + 1), x, y + 0.5);
  });
  return canvas;
}

export function mapPictureBlob(draft: EditorDraft): Promise<Blob> {
  return new Promise((resolve, reject) =>
    drawMapPicture(draft).toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the browser could not encode the PNG'))), 'image/png'),
  );
}
