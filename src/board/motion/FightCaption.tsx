// A fight's dice over the board while it plays: each side's dice as they fell, then each side's result and who
// won — placed over the defender's hex, following the camera. Words in the page, so they read sharp at any zoom
// and a screen reader hears them.
import type { CSSProperties } from 'react';
import { useEffect, useState } from 'react';
import type { MotionBeat } from '../../state/motion/turnMotion.ts';
import type { BoardScene } from '../boardScene.ts';
import { FIGHT_DICE_SHARE, FIGHT_MS, SPEED_FACTOR, type PlayingSpeed } from './beatTiming.ts';
import './motion.css';

type FightBeat = Extract<MotionBeat, { kind: 'fight' }>;

/** Where the defender's hex is on the canvas now, kept up as the camera moves. */
function useHexOnScreen(scene: BoardScene, beat: FightBeat): { x: number; y: number } {
  const [at, setAt] = useState(() => scene.hexToCanvas(beat.at));
  useEffect(() => {
    setAt(scene.hexToCanvas(beat.at));
    return scene.onCameraChange(() => setAt(scene.hexToCanvas(beat.at)));
  }, [scene, beat]);
  return at;
}

export function FightCaption({ scene, beat, speed }: { scene: BoardScene; beat: FightBeat; speed: PlayingSpeed }) {
  const at = useHexOnScreen(scene, beat);
  const [totals, setTotals] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new fight shows its dice again before its totals
  useEffect(() => {
    setTotals(false);
    const timer = setTimeout(() => setTotals(true), FIGHT_MS * SPEED_FACTOR[speed] * FIGHT_DICE_SHARE);
    return () => clearTimeout(timer);
  }, [beat, speed]);
  const style = { left: `${at.x}px`, top: `${at.y}px` } as CSSProperties;
  const won = beat.winner === 'attacker' ? 'The attack wins' : beat.winner === 'defender' ? 'The defence holds' : '';
  return (
    <div className="fight-caption" style={style} role="status" data-testid="fight-caption" data-phase={totals ? 'totals' : 'dice'}>
      <p className="fight-caption__title">{beat.title}</p>
      <dl className="fight-caption__sides">
        <div className="fight-caption__side fight-caption__side--attack">
          <dt>Attack</dt>
          <dd>{totals || !beat.attack.dice ? beat.attack.result : beat.attack.dice}</dd>
        </div>
        <div className="fight-caption__side fight-caption__side--defence">
          <dt>Defence</dt>
          <dd>{totals || !beat.defence.dice ? beat.defence.result : beat.defence.dice}</dd>
        </div>
      </dl>
      {totals && won && <p className="fight-caption__outcome">{won}</p>}
    </div>
  );
}
