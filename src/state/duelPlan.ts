// Champions: the duels a plan holds. A hero attacking an enemy hero next to it fights a duel, which its two
// players play at the screen before the END_TURN can carry it (src/rules/champions). Small and eager: the
// End turn button asks it on every turn; the duel screen itself is fetched only when there is one.
import { HEROES, isDuel, RACES, unitAt, WEAPONS, type GameState, type HexCoord, type Unit } from '../rules/index.ts';

export interface PlannedDuel {
  readonly attacker: Unit;
  readonly defender: Unit;
  /** The hex of the hero attacked: the duel's name in the END_TURN's `duels`. */
  readonly target: HexCoord;
}

/** The plan's hero-against-hero attacks, in the order they were planned. */
export function plannedDuels(state: GameState): PlannedDuel[] {
  return state.pending.flatMap(({ order }) => {
    if (order.type !== 'ATTACK') return [];
    const attacker = state.units[order.unit];
    const defender = unitAt(state, order.target);
    return attacker && defender && isDuel(attacker, defender) ? [{ attacker, defender, target: order.target }] : [];
  });
}

/** A hero's sheet: its owner's race's (the rules' duelSetupOf names it the same way). */
export function heroOf(state: GameState, unit: Unit) {
  const race = state.players.find((p) => p.id === unit.owner)?.race ?? 'humans';
  const sheet = HEROES[race];
  return { name: `${RACES[race].name} ${sheet.name}`, sheet, full: sheet.vitality, vitality: unit.hero?.vitality ?? sheet.vitality };
}

/** "long sword and small shield". */
export function heldText(weapon: keyof typeof WEAPONS, offHand: keyof typeof WEAPONS | null | undefined): string {
  const name = (id: keyof typeof WEAPONS) => WEAPONS[id].name.toLowerCase();
  return offHand ? `${name(weapon)} and ${name(offHand)}` : name(weapon);
}

/** The selection card's line for a hero: "Hero: Humans Knight · vitality 8 of 10 · long sword and small shield"; null for any other unit. */
export function heroLine(state: GameState, unit: Unit): string | null {
  if (!unit.hero) return null;
  const hero = heroOf(state, unit);
  return `Hero: ${hero.name} · vitality ${hero.vitality} of ${hero.full} · ${heldText(hero.sheet.weapon, hero.sheet.offHand)}`;
}

/** What the hex line says of a hero: "hero, vitality 8 of 10"; null for any other unit. */
export function heroHexText(state: GameState, unit: Unit): string | null {
  if (!unit.hero) return null;
  const hero = heroOf(state, unit);
  return `hero, vitality ${hero.vitality} of ${hero.full}`;
}
