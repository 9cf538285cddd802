import { useEffect } from 'react';
import { isActivatedBy, isTextEntry } from '../../ui/keyTargets.ts';
import { replayStore } from '../replayStore.ts';

/** ← → by order, PageUp/PageDown (or Shift+← →) by turn, Home/End, Space play/pause, Esc close. */
export function useReplayKeys(onClose: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Form fields keep their own keys (the scrub bar moves itself with the arrows).
      if (isTextEntry(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const act = replayStore.getState();
      const handled = (() => {
        switch (event.key) {
          case 'ArrowLeft':
            return event.shiftKey ? act.stepTurn(-1) : act.step(-1), true;
          case 'ArrowRight':
            return event.shiftKey ? act.stepTurn(1) : act.step(1), true;
          case 'PageUp':
            return act.stepTurn(-1), true;
          case 'PageDown':
            return act.stepTurn(1), true;
          case 'Home':
            return act.jump(0), true;
          case 'End':
            return act.jump(Number.MAX_SAFE_INTEGER), true;
          case ' ':
            // A focused button takes Space as a click.
            if (isActivatedBy(event.target, ' ')) return false;
            return act.setPlaying(!act.playing), true;
          case 'Escape':
            return onClose(), true;
          default:
            return false;
        }
      })();
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
}
