// Every piece image (discs, rims, 18 unit emblems, 8 building icons) rendered once into ONE texture.
// All unit and building sprites then share a texture, so the whole piece layer is a single batch with
// a single texture, which is what software WebGL renders fastest (toolchain.md).
import { Container, Graphics, Rectangle, RenderTexture, Texture, type Renderer } from 'pixi.js';
import { BUILDING_IDS, UNIT_TYPE_IDS, type BuildingId, type UnitTypeId } from '../rules/index.ts';
import { drawBuildingIcon, drawBuildingPlate, drawBuildingRim } from './buildingArt.ts';
import { drawDefendRing, drawUnitDisc, drawUnitGlyph, drawUnitRim } from './unitArt.ts';

const CELL = 64;
const COLUMNS = 8;
/** Atlas pixels per world pixel: sharp up to zoom 2. */
const RESOLUTION = 2;

export type AtlasKey = 'disc' | 'rim' | 'defend' | 'plate' | 'plateRim' | `unit:${UnitTypeId}` | `building:${BuildingId}`;

export type SpriteAtlas = ReadonlyMap<AtlasKey, Texture> & { readonly source: RenderTexture };

export function buildSpriteAtlas(renderer: Renderer): SpriteAtlas {
  const painters: [AtlasKey, (g: Graphics) => void][] = [
    ['disc', drawUnitDisc],
    ['rim', drawUnitRim],
    ['defend', drawDefendRing],
    ['plate', drawBuildingPlate],
    ['plateRim', drawBuildingRim],
    ...UNIT_TYPE_IDS.map((t): [AtlasKey, (g: Graphics) => void] => [`unit:${t}`, (g) => drawUnitGlyph(g, t)]),
    ...BUILDING_IDS.map((b): [AtlasKey, (g: Graphics) => void] => [`building:${b}`, (g) => drawBuildingIcon(g, b)]),
  ];
  const rows = Math.ceil(painters.length / COLUMNS);
  const stage = new Container();
  // Each texture is trimmed to its drawing's bounds (orig stays the whole cell, so anchors are
  // unchanged): blending is paid per pixel in software WebGL, and a unit's disc fills a third of its cell.
  const trims: Rectangle[] = [];
  painters.forEach(([, paint], i) => {
    const g = new Graphics();
    paint(g);
    const b = g.getLocalBounds();
    const x0 = Math.max(0, Math.floor(CELL / 2 + b.minX - 1));
    const y0 = Math.max(0, Math.floor(CELL / 2 + b.minY - 1));
    trims.push(new Rectangle(x0, y0, Math.min(CELL, Math.ceil(CELL / 2 + b.maxX + 1)) - x0, Math.min(CELL, Math.ceil(CELL / 2 + b.maxY + 1)) - y0));
    g.position.set((i % COLUMNS) * CELL + CELL / 2, Math.floor(i / COLUMNS) * CELL + CELL / 2);
    stage.addChild(g);
  });
  const source = RenderTexture.create({ width: COLUMNS * CELL, height: rows * CELL, resolution: RESOLUTION, antialias: false });
  renderer.render({ container: stage, target: source, clear: true, clearColor: [0, 0, 0, 0] });
  stage.destroy({ children: true });
  const atlas = new Map<AtlasKey, Texture>();
  painters.forEach(([key], i) => {
    const trim = trims[i]!;
    const frame = new Rectangle((i % COLUMNS) * CELL + trim.x, Math.floor(i / COLUMNS) * CELL + trim.y, trim.width, trim.height);
    atlas.set(key, new Texture({ source: source.source, frame, orig: new Rectangle(0, 0, CELL, CELL), trim }));
  });
  return Object.assign(atlas, { source });
}
