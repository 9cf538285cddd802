// A new version of the site, offered, never swapped in: the service worker (vite-plugin-pwa, in "prompt" mode)
// keeps serving the version the page loaded until the player says so. The game is saved after every order, so
// the reload the player chooses loses nothing (the first screen offers to continue it).
import { useRegisterSW } from 'virtual:pwa-register/react';
import './updateNotice.css';

/** Reloads once when the new version takes over (the library can ask twice, and a second reload aborts the first). */
let reloading = false;
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

export function UpdateNotice() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onNeedReload: reloadOnce });
  if (!needRefresh) return null;
  return (
    <aside className="update-notice" aria-label="A new version" data-testid="update-notice">
      <p role="status">A new version of Karnage is ready. Your game is saved: update when you like.</p>
      <div className="update-notice__actions">
        <button type="button" onClick={() => void updateServiceWorker(true)}>
          Reload to update
        </button>
        <button type="button" onClick={() => setNeedRefresh(false)}>
          Later
        </button>
      </div>
    </aside>
  );
}
