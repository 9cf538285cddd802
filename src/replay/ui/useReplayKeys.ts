import { useEffect } from 'react';
import { isActivatedBy, isTextEntry } from '../../ui/keyTargets.ts';
import { useReplayStore } from '../useReplay.ts';

/** ← → by order, PageUp/PageDown (or Shift+← →) by turn, Home/End, Space play/pause, Esc close. */
export function useReplayKeys(onClose: () => void): void {
  const replay = useReplayStore();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Form fields keep their own keys (the scrub bar moves itself with the arrows).
      if (isTextEntry(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const act = replay.getState();
      switch (event.key) {
        case 'ArrowLeft':
          if (event.shiftKey) act.stepTurn(-1);
          else act.step(-1);
          break;
        case 'ArrowRight':
          if (event.shiftKey) act.stepTurn(1);
          else act.step(1);
          break;
        case 'PageUp':
          act.stepTurn(-1);
          break;
        case 'PageDown':
          act.stepTurn(1);
          break;
        case 'Home':
          act.jump(0);
          break;
        case 'End':
          act.jump(Number.MAX_SAFE_INTEGER);
          break;
        case ' ':
          // A focused button takes Space as a click.
          if (isActivatedBy(event.target, ' ')) return;
          act.setPlaying(!act.playing);
          break;
        case 'Escape':
          onClose();
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [replay, onClose]);
}
