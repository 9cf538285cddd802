import { useEffect, useState } from 'react';
import { browserStorage } from '../../io/browserStorage.ts';
import { useGameStore } from '../../state/useGame.ts';
import { keepSound, soundOn } from './soundSetting.ts';

/** Sound on or off (off unless the player turned it on): the effects are fetched only once it is on. */
export function SoundToggle() {
  const store = useGameStore();
  const [on, setOn] = useState(() => soundOn(browserStorage()));
  useEffect(() => {
    if (!on) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('./soundEffects.ts').then(({ startSoundEffects }) => {
      if (!left) stop = startSoundEffects(store);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [on, store]);
  const toggle = () => {
    keepSound(browserStorage(), !on);
    setOn(!on);
  };
  return (
    <button type="button" aria-pressed={on} onClick={toggle} title={on ? 'Sound is on' : 'Sound is off'}>
      <span className="phone-sr-only">Sound</span>
      <span className="phone-only" aria-hidden="true">
        ♪
      </span>
    </button>
  );
}
