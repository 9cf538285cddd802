import type { Card } from './deck.ts';
import { isOffensive } from './maneuvers.ts';
import { refuse, type Planned } from './refusal.ts';
import type { MeleeRegister, MeleeState } from './severalTypes.ts';
import { steppedRange } from './stepping.ts';
import { other, type Declaration, type FighterState, type Pair, type Side } from './types.ts';
import { checkDeclaration, newTrack, type Track } from './validate.ts';

// The checks on a melee round's declarations [seed 001, "Multiple Opponents"]. Every declaration is checked
// as in its pair's duel of two (reach at the pair's range, the pair's initiative, sizes, flanks), with one
// track for the lone hero across all pairs: one hand, one allowance of maneuvers, each weapon within its own
// maximum, whichever foes they are made against. In a register the lone hero plays one maneuver, or several
// parries, each against its own foe's attack: the only way to play more than one card in a register.

/** One pair's register as its duel of two plays it: sides [the lone hero, the foe]. */
export interface PairPlay {
  readonly decls: Pair<Declaration | null>;
  readonly planned: Pair<Planned | null>;
}

/** The lone hero as every pair holds it (its flank and cling aside, the same in all). */
export const loneOf = (state: MeleeState): FighterState => (state.pairs[0] ?? refuse('a melee has foes')).fighters[0];

export const isBeaten = (state: MeleeState, foe: number): boolean => (state.pairs[foe]?.fighters[1].vitality ?? 0) === 0;

/** Checks every declaration of the round; answers, register by register, each pair's declarations and their weapons. */
export function planMelee(
  state: MeleeState,
  holders: readonly Side[],
  hands: { readonly lone: readonly Card[]; readonly foes: readonly (readonly Card[])[] },
  registers: readonly MeleeRegister[],
): PairPlay[][] {
  const loneTrack = newTrack(hands.lone);
  const foeTracks = state.foes.map((_, i) => newTrack(hands.foes[i] ?? []));
  const ranges = state.pairs.map((p) => p.range);
  return registers.map((register, r) => {
    const where = `round ${state.round}, register ${r + 1}`;
    return pairDeclarations(state, register, where).map((decls, i): PairPlay => {
      const pair = state.pairs[i] ?? refuse(`${where}: no foe ${i}`);
      const holder = holders[i] ?? 1;
      const ctx = { state: pair, kind: 'normal' as const, holder };
      const planned: [Planned | null, Planned | null] = [null, null];
      for (const side of [holder, other(holder)]) {
        const d = decls[side];
        const track = side === 0 ? loneTrack : (foeTracks[i] as Track);
        if (d) planned[side] = checkDeclaration(ctx, side, d, track, ranges[i] ?? 0, `${where}: ${pair.combatants[side].name}`);
      }
      ranges[i] = steppedRange(ranges[i] ?? 0, decls[0], decls[1]);
      return { decls, planned };
    });
  });
}

/** A register's declarations pair by pair, once its shape is checked: which foe each of the lone hero's maneuvers meets. */
function pairDeclarations(state: MeleeState, register: MeleeRegister, where: string): Pair<Declaration | null>[] {
  const lone = state.lone.name;
  const count = state.foes.length;
  if (register.foes.length > count) refuse(`${where}: maneuvers for ${register.foes.length} foes, and there are ${count}`);
  const theirs = (i: number): Declaration | null => register.foes[i] ?? null;
  if (register.lone.length === 0 && state.foes.every((_, i) => theirs(i) === null)) refuse(`${where}: nobody declares a maneuver; leave the register out`);
  if (register.lone.length > 1 && register.lone.some((d) => d.maneuver !== 'parry'))
    refuse(`${where}: ${lone}: ${register.lone.length} maneuvers in one register; only parries, each against its own foe's attack, go several to a register`);
  const mine: (Declaration | null)[] = state.foes.map(() => null);
  for (const { against, ...d } of register.lone) {
    const foe = state.foes[against]?.name;
    if (!Number.isInteger(against) || foe === undefined)
      return refuse(`${where}: ${lone}: its ${d.maneuver} is made against foe ${against}, and the foes are 0 to ${count - 1}`);
    if (mine[against]) refuse(`${where}: ${lone}: two maneuvers against ${foe} in one register`);
    if (isBeaten(state, against)) refuse(`${where}: ${lone}: ${foe} is beaten`);
    const met = theirs(against);
    if (d.maneuver === 'parry' && (met === null || !isOffensive(met.maneuver)))
      refuse(`${where}: ${lone}: parries ${foe}, who makes no attack in this register; a parry names the attack it meets`);
    mine[against] = d;
  }
  state.foes.forEach((foe, i) => {
    if (theirs(i) && isBeaten(state, i)) refuse(`${where}: ${foe.name} is beaten and plays no more`);
  });
  return state.foes.map((_, i) => [mine[i] ?? null, theirs(i)]);
}
