import { REPLAY_SPEEDS } from '../replayStore.ts';
import { useReplay, useReplayStore } from '../useReplay.ts';

/** "1 order/s", "5 orders/s": a replay speed as the menu offers it. */
export const speedLabel = (ordersPerSecond: number): string => `${ordersPerSecond} ${ordersPerSecond === 1 ? 'order' : 'orders'}/s`;

/** Step by order and by turn, play/pause with speed, and the scrub bar. */
export function ReplayControls({ length }: { length: number }) {
  const position = useReplay((s) => s.position);
  const playing = useReplay((s) => s.playing);
  const speed = useReplay((s) => s.speed);
  const act = useReplayStore().getState();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons outside any form; a fieldset would take the app's fieldset border, rounded corners and padding (newGame.css)
    <div className="replay-controls" role="group" aria-label="Replay controls">
      <button type="button" onClick={() => act.stepTurn(-1)} disabled={position === 0} aria-label="Previous turn" aria-keyshortcuts="PageUp">
        «
      </button>
      <button type="button" onClick={() => act.step(-1)} disabled={position === 0} aria-label="Previous order" aria-keyshortcuts="ArrowLeft">
        ‹
      </button>
      <button type="button" className="primary" onClick={() => act.setPlaying(!playing)} aria-keyshortcuts="Space" aria-label={playing ? 'Pause' : 'Play'}>
        {playing ? 'Pause' : 'Play'}
      </button>
      <button type="button" onClick={() => act.step(1)} disabled={position >= length} aria-label="Next order" aria-keyshortcuts="ArrowRight">
        ›
      </button>
      <button type="button" onClick={() => act.stepTurn(1)} disabled={position >= length} aria-label="Next turn" aria-keyshortcuts="PageDown">
        »
      </button>
      <label className="replay-controls__speed">
        <span>Speed</span>
        <select value={speed} onChange={(e) => act.setSpeed(Number(e.target.value))}>
          {REPLAY_SPEEDS.map((s) => (
            <option key={s} value={s}>
              {speedLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <input
        className="replay-controls__scrub"
        type="range"
        min={0}
        max={length}
        step={1}
        value={position}
        onChange={(e) => act.jump(Number(e.target.value))}
        aria-label="Position in the game"
        aria-valuetext={`order ${position} of ${length}`}
      />
      <output className="replay-controls__where" data-testid="replay-position">
        {position} / {length}
      </output>
    </div>
  );
}
