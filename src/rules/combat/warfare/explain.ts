import { UNITS } from '../../data/units.ts';
import type { CombatSetup } from '../setup.ts';
import type { CombatExplanation, ShownModifier } from '../view.ts';
import { attackExtraDice, defenceExtraDice, type ExtraDice, mightOf, warfareKind } from './forces.ts';
import { tableResults, type WarfareKind } from './tables.ts';

/** Extra dice as a screen lists modifiers: "+1 d6: DEFEND". */
function shown(dice: readonly ExtraDice[]): ShownModifier[] {
  return dice.map((d) => ({ source: d.source, label: `d6: ${d.label}`, value: d.value }));
}

function strength(side: CombatSetup['attackers'][number] | CombatSetup['defender']): string {
  const full = UNITS[side.unit].might;
  const now = mightOf(side);
  return now === full ? `Might ${now}` : `Might ${now} of ${full}`;
}

const LOSSES: Record<WarfareKind, string> = {
  battle:
    'If the attack fails, the attackers lose Might and may have to retreat (Retreat), flee to a building of theirs (Routed) or go home until the New Year (Defeated); at Might 0 they are destroyed.',
  siege:
    'If the siege fails, the besiegers lose Might: Grazed or Maimed, the siege goes on next turn; Crippled, they flee to a building of theirs; Broken, they go home until the New Year; at Might 0 they are destroyed.',
};

/** The table of a kind in one line: "0 Regroup, 1 Wounded, …, 5+ Annihilated". */
function tableLine(kind: WarfareKind): string {
  return tableResults(kind)
    .map((result, net, all) => `${net}${net === all.length - 1 ? '+' : ''} ${result}`)
    .join(', ');
}

/** A Warfare fight before the dice: each side's Might, its extra dice by source, and what the tables do. */
export function explainWarfareCombat(setup: CombatSetup): CombatExplanation {
  const kind = warfareKind(setup);
  const pair = setup.attackers.length > 1;
  return {
    labels: {
      attack: `${kind === 'siege' ? 'Siege' : 'Battle'}: attack${pair ? ' (a pair: one force, Might added)' : ''}`,
      defence: kind === 'siege' ? 'Garrison' : 'Defence',
    },
    attackers: setup.attackers.map((attacker) => ({ strength: strength(attacker), modifiers: [], notes: [] })),
    attackModifiers: shown(attackExtraDice(setup)),
    defender: {
      strength: strength(setup.defender),
      modifiers: shown(defenceExtraDice(setup)),
      notes: kind === 'siege' ? ['holds a building: it cannot retreat'] : [],
    },
    defenceModifiers: [],
    // Losing costs Might, not the whole unit: none is sure to be destroyed.
    lostIfDefeated: [],
    ifDefeated: LOSSES[kind],
    notes: [
      'Each side rolls a d6 for each point of Might and each extra die; a 5 or 6 is a success.',
      `The side with more successes wins the roll; the difference is read on the ${kind === 'siege' ? 'Siege' : 'Battle'} table: ${tableLine(kind)}.`,
      kind === 'siege'
        ? 'A Retaliate costs the besiegers 1 Might and they roll again; a Crippled, Broken or Devastated garrison loses its building.'
        : 'Regroup and Wounded roll again at once; rolls go on until a result ends the battle.',
      ...(pair ? ['A pair fights as one force: its Mights are added, and each lost point comes off the unit with the most Might left.'] : []),
    ],
  };
}
