import type { CombatSetup } from '../setup.ts';
import type { CombatExplanation } from '../view.ts';

/** A Mass battle fight before it happens (placeholder, being written). */
export function explainMassCombat(setup: CombatSetup): CombatExplanation {
  return {
    labels: { attack: 'Attack', defence: 'Defence' },
    attackers: setup.attackers.map(() => ({ strength: '', modifiers: [], notes: [] })),
    attackModifiers: [],
    defender: { strength: '', modifiers: [], notes: [] },
    defenceModifiers: [],
    lostIfDefeated: [],
    ifDefeated: '',
    notes: [],
  };
}
