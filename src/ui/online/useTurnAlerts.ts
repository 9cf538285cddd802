// The tab tells the player it is their move (issue: turn alerts): its title counts the games waiting for them and
// its icon gets a dot; while the tab is hidden, each game that becomes their move (and each nudge for it) is a
// browser notification — only if the player turned them on (TurnAlertsToggle.tsx), never asked on page load.
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useOnline } from './browserOnline.ts';
import { gamesToMove, newlyToMove, PLAIN_ICON, TURN_ICON, turnTitle } from './turnAlerts.ts';

/** Notifications may be shown now: the browser has them, the player allowed them, and the tab is out of sight. */
function mayNotify(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.visibilityState === 'hidden';
}

function notify(title: string, body: string, tag: string): void {
  if (!mayNotify()) return;
  try {
    const shown = new Notification(title, { body, tag, icon: TURN_ICON });
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
  } catch {
    // A browser that has the API but will not show one here (some need a service worker): the title still says it.
  }
}

function setIcon(href: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

export function useTurnAlerts(): void {
  const toMove = useOnline(useShallow((s) => gamesToMove(s)));
  const nudge = useOnline((s) => s.nudge);
  const base = useRef(document.title);
  const known = useRef<Set<string>>(new Set());
  useEffect(() => {
    document.title = turnTitle(base.current, toMove.length);
    setIcon(toMove.length > 0 ? TURN_ICON : PLAIN_ICON);
    for (const game of newlyToMove(known.current, toMove)) notify('Your turn in Karnage', `${game.name}: your move`, game.id);
    known.current = new Set(toMove.map((g) => g.id));
  }, [toMove]);
  useEffect(() => {
    if (nudge) notify('Your turn in Karnage', nudge.text, nudge.game);
  }, [nudge]);
  // Leaving the Online screen: the tab is the game's again.
  useEffect(
    () => () => {
      document.title = base.current;
      setIcon(PLAIN_ICON);
    },
    [],
  );
}
