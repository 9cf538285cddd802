import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ART_CREDITS, creditLine } from '../../src/board/art/credits.ts';
import { EMBLEMS } from '../../src/board/art/emblemPaths.ts';
import { UNIT_TYPE_IDS } from '../../src/rules/index.ts';
import { compactPath, emblemModule, iconPath, OUTPUT, readIconSet, UNIT_ICONS } from '../../src/tools/pick-icons.mjs';

/** Every number of a path, in order (arc flags included). */
const numbers = (d: string): number[] => (d.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);

describe('unit emblems picked from the Game Icons set', () => {
  const { set, version } = readIconSet();

  test('every unit type has an icon of its own, and there is none for anything else', () => {
    expect(Object.keys(UNIT_ICONS).sort()).toEqual([...UNIT_TYPE_IDS].sort());
    expect(Object.keys(EMBLEMS).sort()).toEqual([...UNIT_TYPE_IDS].sort());
    expect(new Set(Object.values(UNIT_ICONS)).size).toBe(UNIT_TYPE_IDS.length);
    for (const type of UNIT_TYPE_IDS) expect(EMBLEMS[type].icon).toBe(UNIT_ICONS[type]);
  });

  test('the generated module holds only the chosen icons, as `npm run icons` writes it today', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(emblemModule(set, version));
    for (const type of UNIT_TYPE_IDS) expect(EMBLEMS[type].path).toBe(iconPath(set, UNIT_ICONS[type] ?? ''));
    // The whole set is megabytes; eighteen icons are a few tens of kilobytes.
    expect(readFileSync(OUTPUT, 'utf8').length).toBeLessThan(40_000);
  });

  test('compacting a path rounds its numbers to a tenth and keeps arc flags apart', () => {
    expect(compactPath('M10.04 20.56a5 5 0 01 9 9')).toBe('M10 20.6a5 5 0 0 1 9 9');
    expect(compactPath('m1.2.3-0.45,6')).toBe('m1.2 .3-.5 6');
    for (const type of UNIT_TYPE_IDS) {
      const original = /\sd="([^"]+)"/.exec(set.icons[UNIT_ICONS[type] ?? '']?.body ?? '')?.[1] ?? '';
      const before = numbers(original);
      const after = numbers(EMBLEMS[type].path);
      if (!/a/i.test(original)) {
        expect(after).toHaveLength(before.length);
        const worst = Math.max(...after.map((n, i) => Math.abs(n - (before[i] ?? Number.NaN))));
        expect(worst).toBeLessThanOrEqual(0.05 + 1e-9);
      }
    }
  });

  test('the art is credited as its licence asks', () => {
    expect(ART_CREDITS.map(creditLine)).toContain('Unit emblems: Game Icons (game-icons.net), CC BY 3.0');
  });
});
