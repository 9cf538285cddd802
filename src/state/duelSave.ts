// Champions: what the autosave keeps of the duels being fought (src/io/autosave.ts, SavedDuel). Nothing before
// a hand is shown: until then the duels may be called off, and a reload returns to the plan as calling off
// would. From then on everything the players committed is kept, so a reload reopens the duels where they stood
// and nobody can back out of one, or replay a round, knowing the cards (the cards of a turn are fixed by the
// game's dice, so a second try would know them). Small and free of the card engine: the autosave asks it on
// every change of the duel; replaying a saved duel is ./duelResume.ts's, fetched only to read one back.
import type { SavedDuel } from '../io/autosave.ts';
import type { DuelFlow, DuelStage } from './duelFlow.ts';
import type { DuelRequest } from './uiSlice.ts';

/** Where each stage of the screen is kept as: a hand on the screen is kept as its curtain, to show it again. */
const STEPS: Partial<Record<DuelStage['kind'], SavedDuel['step']>> = { intro: 'intro', curtain: 'fight', declare: 'fight', reveal: 'reveal', over: 'over' };

/** The duels so far as the autosave keeps them; null before a hand is shown, when done, or when the rules cannot go on. */
export function savedDuelOf(request: DuelRequest | null): SavedDuel | null {
  const flow: DuelFlow | undefined = request?.flow;
  const step = flow && STEPS[flow.stage.kind];
  if (!flow?.handsShown || !step) return null;
  // Once a round is played its hesitations and declarations are in `rounds`: the round under way has none yet.
  const played = step === 'reveal' || step === 'over';
  return {
    targets: flow.duels.map((d) => d.target),
    rolls: request?.rolls ?? null,
    plays: flow.plays,
    rounds: flow.rounds,
    hesitate: played ? [] : flow.hesitate,
    declared: played ? [null, null] : flow.declared,
    step,
  };
}

/** The duel's text as the autosave compares it with the one it last wrote; null for none. */
export const savedDuelText = (request: DuelRequest | null): string | null => {
  const duel = savedDuelOf(request);
  return duel && JSON.stringify(duel);
};
