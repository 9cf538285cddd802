import { quoteInput } from './quoteInput.ts';
import { TERRAIN, TERRAIN_BY_LETTER, type GameMap, type TerrainId } from '../rules/index.ts';

/** Map files keep terrain as one string per row, a letter per hex (g f h m s d t w): compact and easy to read. */
export function mapFromRows(rows: readonly string[]): GameMap | { error: string; row: number; col: number } {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const terrain: TerrainId[] = [];
  for (const [row, line] of rows.entries()) {
    if (line.length !== width) return { error: `row ${row} has ${line.length} hexes, the first row has ${width}`, row, col: 0 };
    // By UTF-16 unit, as line.length counts: half of a surrogate pair is a wrong letter at its own column.
    for (let col = 0; col < width; col++) {
      const letter = line.charAt(col);
      const id = TERRAIN_BY_LETTER.get(letter);
      if (!id) return { error: `row ${row}, column ${col}: ${quoteInput(letter)} is not a terrain letter (${letters()})`, row, col };
      terrain.push(id);
    }
  }
  return { width, height, terrain };
}

export function mapToRows(map: GameMap): string[] {
  const { width, height, terrain } = map;
  const rows: string[] = [];
  for (let row = 0; row < height; row++) {
    const hexes = terrain.slice(row * width, (row + 1) * width);
    if (hexes.length < width) throw new RangeError(`the ${width}×${height} map's terrain ends in row ${row}`);
    rows.push(hexes.map((id) => TERRAIN[id].letter).join(''));
  }
  return rows;
}

function letters(): string {
  return [...TERRAIN_BY_LETTER].map(([letter, id]) => `${letter}=${id}`).join(', ');
}
