import type { Combatant } from '../duel/types.ts';
import type { RaceId } from '../ids.ts';

// Champions [seed 001; house]: each race's hero, the one man or monster of the army who fights duels. The
// sheets follow the seed's scale (skills 1–6, modifiers −2…+3, the seed's Devon has sword 3, combat training
// and force +1): each race's hero leans the way its army does.
// biome-ignore format: a table reads best one hero to a line.
export const HEROES: Readonly<Record<RaceId, Combatant>> = {
  humans: { name: 'Knight', weapon: 'long-sword', offHand: 'small-shield', carried: ['dagger'], skills: { 'long-sword': 3, 'small-shield': 3, dagger: 2 }, combatTraining: 3, fastDraw: 1, finesse: 0, force: 1, armour: -1, vitality: 10, size: 'normal' },
  orcs: { name: 'Warlord', weapon: 'medium-axe', carried: ['dagger'], skills: { 'medium-axe': 4, dagger: 2 }, combatTraining: 2, fastDraw: 0, finesse: 0, force: 2, armour: -1, vitality: 10, size: 'normal' },
  elves: { name: 'Blademaster', weapon: 'sword', offHand: 'poniard', carried: [], skills: { sword: 4, poniard: 3 }, combatTraining: 4, fastDraw: 2, finesse: 2, force: 0, armour: 0, vitality: 9, size: 'normal' },
  dwarves: { name: 'Thane', weapon: 'mace', offHand: 'small-shield', carried: ['dagger'], skills: { mace: 3, 'small-shield': 3, dagger: 2 }, combatTraining: 3, fastDraw: 1, finesse: -1, force: 2, armour: -2, vitality: 11, size: 'normal' },
  trolls: { name: 'Troll chieftain', weapon: 'mace', carried: [], skills: { mace: 3 }, combatTraining: 1, fastDraw: 0, finesse: -1, force: 3, armour: 0, vitality: 12, size: 'normal' },
  giants: { name: 'Giant champion', weapon: 'spear', carried: ['mace'], skills: { spear: 3, mace: 3 }, combatTraining: 2, fastDraw: 0, finesse: -2, force: 3, armour: 0, vitality: 14, size: 'large' },
};

/** Vitality a wounded hero gets back at the start of each of its owner's turns [house]. */
export const HERO_HEALS_PER_TURN = 1;
