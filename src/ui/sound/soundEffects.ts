// The game's sound effects while sound is on: the turn's cue when a player's board comes up, then each
// resolved turn's moves, fights, falls and captures. Fetched only once someone turns sound on.
import type { GameStoreApi } from '../../state/gameStore.ts';
import { cuesOf } from './cues.ts';
import { playCues } from './soundPlayer.ts';

/** Plays the turn's start now, and every END_TURN's cues as it resolves; answers the way to stop. */
export function startSoundEffects(store: GameStoreApi): () => void {
  playCues(['turn']);
  let report = store.getState().session?.lastReport ?? null;
  return store.subscribe((state) => {
    const next = state.session?.lastReport ?? null;
    if (next === report) return;
    report = next;
    if (next) playCues(cuesOf(next.map((logged) => logged.event)));
  });
}
