// Units and buildings as simple marks: a disc per unit, a rounded square per building (shape tells them
// apart, as on the board), filled with the owner's colour and lettered by type. Each carries a <title>,
// so hovering names it.
import {
  BUILDINGS,
  UNITS,
  fullMenOf,
  hexKey,
  menText,
  isOnMap,
  type Building,
  type BuildingId,
  type GameState,
  type Unit,
  type UnitTypeId,
} from '../../../rules/index.ts';
import { escapeText, num } from './escape.ts';
import { X_SCALE, latticeX, latticeY } from './lattice.ts';

export const UNIT_LETTERS: Readonly<Record<UnitTypeId, string>> = {
  cavalry: 'Cv',
  footmen: 'Ft',
  peasants: 'Pe',
  warriors: 'Wa',
  'wolf-riders': 'WR',
  grunts: 'Gr',
  archers: 'Ar',
  wardens: 'Wd',
  foresters: 'Fo',
  axemen: 'Ax',
  ironguard: 'IG',
  miners: 'Mi',
  trolls: 'Tr',
  brutes: 'Br',
  thralls: 'Th',
  giants: 'Gi',
  'stone-throwers': 'ST',
  'hill-folk': 'HF',
};

export const BUILDING_LETTERS: Readonly<Record<BuildingId, string>> = {
  keep: 'K',
  farm: 'F',
  mine: 'M',
  weaponsmith: 'W',
  armory: 'A',
  stable: 'S',
  barracks: 'B',
  fortress: 'Fr',
};

/** How a piece names its owner: the CSS class of their colour and their name. */
export interface Owners {
  classOf(owner: string): string;
  nameOf(owner: string): string;
}

function placed(state: GameState, at: { col: number; row: number }): boolean {
  return isOnMap(state.map, at);
}

/** Top rows first, so a piece lower down overlaps the one above it, as on the board. */
function byPosition<T extends { at: { col: number; row: number } }>(pieces: readonly T[]): T[] {
  return [...pieces].sort((a, b) => a.at.row - b.at.row || a.at.col - b.at.col);
}

function centre(at: { col: number; row: number }): string {
  return `${num(latticeX(at.col, at.row) * X_SCALE)} ${latticeY(at.row)}`;
}

/**
 * A piece's outer group: at its hex, scaled up by `scale` (big maps, see pieceScale) inside a group the
 * page's "Full size" switch unscales with CSS, where hexes are big enough for pieces at their own size.
 */
function mark(cls: string, at: { col: number; row: number }, title: string, scale: number, body: string): string {
  const inner = scale > 1 ? `<g class="s" transform="scale(${num(scale)})">${body}</g>` : body;
  return `<g class="${cls}" transform="translate(${centre(at)})"><title>${escapeText(title)}</title>${inner}</g>`;
}

function buildingMark(building: Building, owners: Owners, underUnit: boolean, scale: number): string {
  const name = Object.hasOwn(BUILDINGS, building.type) ? BUILDINGS[building.type].name : String(building.type);
  const letter = Object.hasOwn(BUILDING_LETTERS, building.type) ? BUILDING_LETTERS[building.type] : '?';
  const title = `${owners.nameOf(building.owner)}: ${name} at (${building.at.col},${building.at.row})`;
  const plate = `<rect x="-1.2" y="-1.2" width="2.4" height="2.4" rx=".45"/><text dy=".36em">${escapeText(letter)}</text>`;
  // Under a unit the building shrinks into the hex's upper left, where the disc leaves it visible.
  const body = underUnit ? `<g transform="translate(-1.05 -1.05) scale(.55)">${plate}</g>` : plate;
  return mark(`b ${owners.classOf(building.owner)}`, building.at, title, scale, body);
}

function unitMark(unit: Unit, owners: Owners, scale: number, besieged: boolean): string {
  const known = Object.hasOwn(UNITS, unit.type);
  const name = known ? UNITS[unit.type].name : String(unit.type);
  const letters = Object.hasOwn(UNIT_LETTERS, unit.type) ? UNIT_LETTERS[unit.type] : '?';
  // Warfare: a unit worn down says so; a besieged garrison is ringed in orange, as on the board.
  const might = unit.might !== undefined && known ? `, Might ${unit.might} of ${UNITS[unit.type].might}` : '';
  // Mass battle: a unit worn down says how many men it has left.
  const men = unit.men !== undefined && known ? `, ${menText(unit.men)} of ${fullMenOf(unit)}` : '';
  const title = `${owners.nameOf(unit.owner)}: ${name} at (${unit.at.col},${unit.at.row})${unit.defending ? ', defending' : ''}${might}${men}${besieged ? ', besieged' : ''}`;
  const siege = besieged ? '<circle class="d sg" r="1.85"/>' : '';
  const ring = unit.defending ? '<circle class="d" r="1.6"/>' : '';
  return mark(`u ${owners.classOf(unit.owner)}`, unit.at, title, scale, `${siege}${ring}<circle r="1.3"/><text dy=".36em">${escapeText(letters)}</text>`);
}

/** Every building, then every unit on the map, as SVG in drawing units, each drawn `scale` times its size. */
export function pieceMarks(state: GameState, owners: Owners, scale: number): string {
  const units = byPosition(Object.values(state.units).filter((u) => placed(state, u.at)));
  const occupied = new Set(units.map((u) => hexKey(u.at)));
  const buildings = byPosition(Object.values(state.buildings).filter((b) => placed(state, b.at)));
  const parts = buildings.map((b) => buildingMark(b, owners, occupied.has(hexKey(b.at)), scale));
  const besieged = new Set((state.sieges ?? []).map((siege) => siege.garrison));
  for (const unit of units) parts.push(unitMark(unit, owners, scale, besieged.has(unit.id)));
  return parts.join('');
}
