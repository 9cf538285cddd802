import { describe, expect, test } from 'vitest';
import { MAX_MEN_BADGE, MEN_BAR, menBadge, menBadgeId, menBarColour } from '../../src/board/massArt.ts';
import type { GameState } from '../../src/rules/index.ts';
import { joeAndKim, started } from '../support/scenarios.ts';

// The men badge of Mass battle: what number, how much bar and whether the "Z" of a tired unit is painted.

const mass: GameState = started({ ...joeAndKim(), combatSystem: 'mass' });
const warriors = mass.units.u3!; // 20 men when full

describe('the men badge', () => {
  test('every unit of a game of men wears one, a full unit a full bar', () => {
    expect(menBadge(mass, warriors)).toEqual({ men: 20, fill: MEN_BAR, tired: false });
    expect(menBadge(mass, mass.units.u1!)).toEqual({ men: 15, fill: MEN_BAR, tired: false }); // Cavalry: 15 men
  });

  test('no unit of a Karnage or Warfare game wears one', () => {
    expect(menBadge(started(joeAndKim()), warriors)).toBeNull();
    expect(menBadge({ ...mass, combatSystem: 'warfare' }, warriors)).toBeNull();
  });

  test('a man stands while any part of him is left: 19.75 shows 20, 16.25 shows 17', () => {
    expect(menBadge(mass, { ...warriors, men: 19.75 })?.men).toBe(20);
    expect(menBadge(mass, { ...warriors, men: 16.25 })?.men).toBe(17);
    expect(menBadge(mass, { ...warriors, men: 17 })?.men).toBe(17);
  });

  test('the bar is men standing against a full unit, in whole pixels, never empty while a man stands', () => {
    expect(menBadge(mass, { ...warriors, men: 10 })?.fill).toBe(Math.round(MEN_BAR / 2));
    expect(menBadge(mass, { ...warriors, men: 19.75 })?.fill).toBe(MEN_BAR);
    expect(menBadge(mass, { ...warriors, men: 0.25 })?.fill).toBe(1);
    expect(menBadge(mass, { ...warriors, men: 0 })).toEqual({ men: 0, fill: 0, tired: false });
    expect(menBadge(mass, { ...warriors, men: 30 })?.fill).toBe(MEN_BAR);
  });

  test('two digits at most', () => {
    expect(menBadge(mass, { ...warriors, men: 40 })?.men).toBe(40);
    expect(menBadge(mass, { ...warriors, men: 250 })?.men).toBe(MAX_MEN_BADGE);
  });

  test('a tired unit gets the "Z", whether it marched or charged', () => {
    expect(menBadge(mass, { ...warriors, tired: 'march' })?.tired).toBe(true);
    expect(menBadge(mass, { ...warriors, tired: 'charge' })?.tired).toBe(true);
  });

  test('one atlas image per look: the id names number, bar and mark', () => {
    expect(menBadgeId({ men: 17, fill: 16, tired: false })).toBe('men:17:16:-');
    expect(menBadgeId({ men: 17, fill: 16, tired: true })).toBe('men:17:16:z');
  });

  test('the bar is green while two thirds stand, yellow while a third does, red below', () => {
    expect(menBarColour(MEN_BAR)).toBe(0x5cc15c);
    expect(menBarColour(Math.ceil((MEN_BAR * 2) / 3))).toBe(0x5cc15c);
    expect(menBarColour(Math.ceil(MEN_BAR / 3))).toBe(0xf0c030);
    expect(menBarColour(1)).toBe(0xe0483a);
  });
});
