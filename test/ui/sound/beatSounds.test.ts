// While a turn plays out on the board, each beat sounds as it shows (not the whole turn at End turn); with
// motion off, the turn's sounds come at once, as before.
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Cue } from '../../../src/ui/sound/cues.ts';
import { startSoundEffects } from '../../../src/ui/sound/soundEffects.ts';
import { startedStore } from '../../state/gameFixtures.ts';

const played: Cue[][] = [];
vi.mock('../../../src/ui/sound/soundPlayer.ts', () => ({ playCues: (cues: Cue[]) => played.push([...cues]) }));

afterEach(() => {
  played.length = 0;
});

/** Joe's Cavalry attacks Kim's Warriors and his other Cavalry rides two hexes; End turn. */
function joesTurn(speed: 'off' | 'normal') {
  const { store } = startedStore();
  store.getState().setMotionSpeed(speed);
  const stop = startSoundEffects(store);
  store.getState().clickHex({ col: 1, row: 1 });
  store.getState().clickHex({ col: 2, row: 1 });
  store.getState().clickHex({ col: 1, row: 3 });
  store.getState().clickHex({ col: 3, row: 3 });
  store.getState().endTurn();
  return { store, stop };
}

describe('sounds of a turn playing out', () => {
  test('each beat sounds as the board shows it', () => {
    const { store, stop } = joesTurn('normal');
    const beats = store.getState().motion?.beats ?? [];
    expect(beats.map((b) => b.kind)).toEqual(['march', 'fight', 'fade']);
    expect(played).toEqual([['turn'], ['move']]);
    store.getState().beatDone(0);
    store.getState().beatDone(1);
    expect(played).toEqual([['turn'], ['move'], ['fight'], ['fall']]);
    store.getState().beatDone(2);
    expect(played).toHaveLength(4);
    stop();
  });

  test('with motion off, the whole turn at once', () => {
    const { stop } = joesTurn('off');
    expect(played).toEqual([['turn'], ['move', 'fight', 'fall']]);
    stop();
  });
});
