import { expect } from 'vitest';
import {
  parseCard,
  resolveScriptedDuel,
  type Card,
  type Combatant,
  type Declaration,
  type DuelReport,
  type DuelScript,
  type ManeuverId,
  type RoundScript,
} from '../../../src/rules/duel/index.ts';

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

/** The report of a script the rules accept; fails the test with the refusal otherwise. */
export function play(script: DuelScript): DuelReport {
  const resolved = resolveScriptedDuel(script);
  if (!resolved.ok) throw new Error(`refused: ${resolved.message}`);
  return resolved.report;
}

/** The one line a script is refused with; fails the test when it is accepted. */
export function refusal(script: DuelScript): string {
  const resolved = resolveScriptedDuel(script);
  if (resolved.ok) throw new Error('the script was accepted');
  expect(resolved.message.split('\n')).toHaveLength(1);
  return resolved.message;
}

/** A duel of one round: these hands, these registers, the first combatant holding the initiative. */
export function oneRound(
  combatants: DuelScript['combatants'],
  hands: [string[], string[]],
  registers: RoundScript['registers'],
  more: Partial<DuelScript> = {},
): DuelScript {
  return { combatants, initiative: { holder: 0 }, rounds: [{ hands: [cards(...hands[0]), cards(...hands[1])], registers }], ...more };
}

/** Hands of a one-round test: the first combatant's cards against +1 and +2 (and any more cards the second holds). */
export const againstOneTwo = (first: string[], ...more: string[]): [string[], string[]] => [first, ['+1', '+2', ...more]];

/** A duel of one round in which only the first combatant declares, once: these hands, at the range the weapons set unless `more` says. */
export const lone = (combatants: DuelScript['combatants'], hands: [string[], string[]], declaration: Declaration, more: Partial<DuelScript> = {}): DuelScript =>
  oneRound(combatants, hands, [[declaration, null]], more);
