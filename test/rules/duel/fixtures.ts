import { parseCard, type Card, type Combatant, type Declaration, type DuelScript, type ManeuverId } from '../../../src/rules/duel/index.ts';

// Heroes and scripts of the Champions duel tests [seed 001].

/** A card as the seed prints it ("+3 (hit)", "−2"); throws on a card the deck lacks. */
export function card(text: string): Card {
  const c = parseCard(text);
  if (!c) throw new Error(`no card ${text}`);
  return c;
}
export const cards = (...texts: string[]): Card[] => texts.map(card);

export function hero(name: string, fields: Partial<Combatant> = {}): Combatant {
  return { name, skills: {}, combatTraining: 1, fastDraw: 0, finesse: 0, force: 0, armour: 0, vitality: 10, size: 'normal', weapon: 'sword', ...fields };
}

export const declare = (maneuver: ManeuverId, text: string, more: Partial<Declaration> = {}): Declaration => ({ maneuver, card: card(text), ...more });

/** Devon (sword 3, finesse 0, force 1) and the soldier (sword 2, finesse 0, force 1, armour −1). */
export const devon = hero('Devon', { skills: { sword: 3 }, combatTraining: 1, force: 1 });
export const soldier = hero('soldier', { skills: { sword: 2 }, combatTraining: 0, force: 1, armour: -1 });

/** The seed's worked example: initiative +2 against −4, then three registers. */
export const devonAndSoldier: DuelScript = {
  combatants: [devon, soldier],
  initiative: { cards: [cards('+2'), cards('-4')] },
  rounds: [
    {
      hands: [cards('+3 (hit)', '-2', '+10'), cards('-2 (hit)', '+5')],
      registers: [
        [declare('attack', '+3 (hit)'), declare('parry', '+5')],
        [declare('attack', '-2'), declare('parry', '-2 (hit)')],
        [declare('disarm', '+10'), null],
      ],
    },
  ],
};
