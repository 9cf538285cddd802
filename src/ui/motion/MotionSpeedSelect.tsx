import { useEffect, useId, useState } from 'react';
import { browserStorage } from '../../io/browserStorage.ts';
import { MOTION_SPEEDS, type MotionSpeed } from '../../state/motion/motionSlice.ts';
import { useGameStore } from '../../state/useGame.ts';
import { chosenSpeed, keepSpeed, playingSpeed, REDUCED_MOTION_QUERY } from './motionSetting.ts';
import './motion.css';

const LABELS: Record<MotionSpeed, string> = { off: 'Off', slow: 'Slow', normal: 'Normal', fast: 'Fast' };

/** Whether the system asks for reduced motion, kept up as it changes. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION_QUERY).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(REDUCED_MOTION_QUERY);
    const changed = () => setReduced(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return reduced;
}

/** How fast turns play out on the board; greyed, and off, while the system asks for reduced motion. */
export function MotionSpeedSelect() {
  const store = useGameStore();
  const id = useId();
  const reduced = useReducedMotion();
  const [chosen, setChosen] = useState(() => chosenSpeed(browserStorage()));
  useEffect(() => store.getState().setMotionSpeed(playingSpeed(chosen, reduced)), [store, chosen, reduced]);
  const choose = (speed: MotionSpeed) => {
    keepSpeed(browserStorage(), speed);
    setChosen(speed);
  };
  return (
    <span className="motion-speed">
      <label htmlFor={id}>Motion</label>
      <select
        id={id}
        value={reduced ? 'off' : chosen}
        disabled={reduced}
        title={reduced ? 'Off: this system asks for reduced motion' : 'How fast turns play out on the board'}
        onChange={(event) => choose(event.target.value as MotionSpeed)}
      >
        {MOTION_SPEEDS.map((speed) => (
          <option key={speed} value={speed}>
            {LABELS[speed]}
          </option>
        ))}
      </select>
    </span>
  );
}
