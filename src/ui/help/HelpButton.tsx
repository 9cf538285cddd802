import { lazy, Suspense, useEffect, useState } from 'react';
import { isTextEntry } from '../keyTargets.ts';

const HowToPlay = lazy(() => import('./HowToPlay.tsx'));

/**
 * "How to play": the rules for players in a dialog over this screen, fetched the first time it is asked for. On a
 * phone's narrow header it shows as "?" (`compact`); in a menu it keeps its words.
 */
export function HelpButton({ className, compact = true }: { readonly className?: string; readonly compact?: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === '?' && !isTextEntry(event.target)) setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-keyshortcuts="?">
        {compact ? (
          <>
            <span className="phone-sr-only">How to play</span>
            <span className="phone-only" aria-hidden="true">
              ?
            </span>
          </>
        ) : (
          'How to play'
        )}
      </button>
      {open && (
        <Suspense fallback={<p role="status">Opening the rules…</p>}>
          <HowToPlay onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
