// "Main menu" in a game: the button, and the dialog that leaves the game (LeaveDialog.tsx), fetched on the click.
import { lazy, Suspense, useState } from 'react';

const LeaveDialog = lazy(() => import('./LeaveDialog.tsx'));

export function MainMenuButton() {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setAsking(true)}>
        {/* "Menu" on a phone (game.css); its name stays "Main menu". */}
        <span className="phone-sr-only">Main </span>
        <span className="main-menu__word">menu</span>
      </button>
      {asking && (
        <Suspense fallback={null}>
          <LeaveDialog onStay={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}
