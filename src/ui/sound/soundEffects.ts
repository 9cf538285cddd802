// The game's sound effects while sound is on: the turn's cue when a player's board comes up, then each
// resolved turn's moves, fights, falls and captures — each as its beat shows while the turn plays out on the
// board, or all at once when it does not. Fetched only once someone turns sound on.
import type { GameStoreApi } from '../../state/gameStore.ts';
import { motionShown } from '../../state/motion/motionSlice.ts';
import type { MotionBeat } from '../../state/motion/turnMotion.ts';
import { BEAT_CUE, cuesOf } from './cues.ts';
import { playCues } from './soundPlayer.ts';

/** Plays the turn's start now, and every END_TURN's cues as it resolves or plays out; answers the way to stop. */
export function startSoundEffects(store: GameStoreApi): () => void {
  playCues(['turn']);
  let report = store.getState().session?.lastReport ?? null;
  let beat: MotionBeat | null = null;
  return store.subscribe((state) => {
    const next = state.session?.lastReport ?? null;
    const motion = motionShown(state);
    const shown = motion?.beats[motion.index] ?? null;
    if (shown && shown !== beat) playCues([BEAT_CUE[shown.kind]]);
    beat = shown;
    if (next === report) return;
    report = next;
    if (next && !motion) playCues(cuesOf(next.map((logged) => logged.event)));
  });
}
