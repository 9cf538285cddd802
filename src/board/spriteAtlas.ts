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
  painters.forEach(([, paint], i) => {
    const g = new Graphics();
    paint(g);
    g.position.set((i % COLUMNS) * CELL + CELL / 2, Math.floor(i / COLUMNS) * CELL + CELL / 2);
    stage.addChild(g);
  });
  const source = RenderTexture.create({ width: COLUMNS * CELL, height: rows * CELL, resolution: RESOLUTION, antialias: false });
  renderer.render({ container: stage, target: source, clear: true, clearColor: [0, 0, 0, 0] });
  stage.destroy({ children: true });
  const atlas = new Map<AtlasKey, Texture>();
  painters.forEach(([key], i) => {
    const frame = new Rectangle((i % COLUMNS) * CELL, Math.floor(i / COLUMNS) * CELL, CELL, CELL);
    atlas.set(key, new Texture({ source: source.source, frame }));
  });
  return Object.assign(atlas, { source });
}
