// A computer player's turn: orders planned through the same rules a person's go through (validateOrder, then
// playOrder on the plan), from what the board shows now — never a die to come. Its own choices come from a seeded
// generator, so a game with computers replays exactly. In order: attacks whose exact odds (the combat system's)
// reach its strength's threshold, best first, in pairs where that helps; enemy buildings taken; the Keep guarded;
// buildings built; recruits; builders walked to land worth building on; every other unit marched towards the
// prize; units still idle on a recruiting building stepped off it (hard), for one more recruit; and, for a
// cautious player, DEFEND for those left within the enemy's reach.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { GameState, PlannableOrder } from '../rules/index.ts';
import { planAttacks } from './attacks.ts';
import { planBuilderMoves, planBuilds, planMakeRoom, planRecruits } from './economy.ts';
import { planCaptures, planDefences, planGuards, planMarches } from './marching.ts';
import { Planner } from './planner.ts';
import { STRENGTH_RULES, type Strength } from './strengths.ts';

/** The plan of the player whose turn it is in `state`, at `strength`, its choices seeded by `seed`. */
export function planTurn(state: GameState, strength: Strength, seed: number): PlannableOrder[] {
  if (state.result) return [];
  const p = new Planner(state, STRENGTH_RULES[strength], xoroshiro128plus(seed | 0));
  planAttacks(p);
  planCaptures(p);
  planGuards(p);
  planBuilds(p);
  planRecruits(p);
  planBuilderMoves(p);
  planMarches(p);
  planMakeRoom(p);
  // Units that marched or stepped off a recruiting building leave it free for a recruit.
  planRecruits(p);
  planDefences(p);
  return p.orders;
}
