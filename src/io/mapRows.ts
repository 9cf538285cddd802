import { quoteInput } from './quoteInput.ts';
import { TERRAIN, TERRAIN_BY_LETTER, type GameMap, type TerrainId } from '../rules/index.ts';

/** Map files keep terrain as one string per row, a letter per hex (g f h m s d t w): compact and easy to read. */
export function mapFromRows(rows: readonly string[]): GameMap | { error: string; row: number; col: number } {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const terrain: TerrainId[] = [];
  for (let row = 0; row < height; row++) {
    const line = rows[row]!;
    if (line.length !== width) return { error: `row ${row} has ${line.length} hexes, the first row has ${width}`, row, col: 0 };
    for (let col = 0; col < width; col++) {
      const id = TERRAIN_BY_LETTER.get(line[col]!);
      if (!id) return { error: `row ${row}, column ${col}: ${quoteInput(line[col])} is not a terrain letter (${letters()})`, row, col };
      terrain.push(id);
    }
  }
  return { width, height, terrain };
}

export function mapToRows(map: GameMap): string[] {
  const rows: string[] = [];
  for (let row = 0; row < map.height; row++) {
    let line = '';
    for (let col = 0; col < map.width; col++) line += TERRAIN[map.terrain[row * map.width + col]!].letter;
    rows.push(line);
  }
  return rows;
}

function letters(): string {
  return [...TERRAIN_BY_LETTER].map(([letter, id]) => `${letter}=${id}`).join(', ');
}
