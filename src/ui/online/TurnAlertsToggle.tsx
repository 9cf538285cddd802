// Turning on notifications for one's turn: asked only when the player presses the button (a browser refuses, or
// players resent, a prompt on page load). Once answered, a line says what happens.
import { useState } from 'react';

type Permission = NotificationPermission | 'unsupported';

const permissionNow = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

export function TurnAlertsToggle() {
  const [permission, setPermission] = useState<Permission>(permissionNow);
  if (permission === 'unsupported') return null;
  if (permission === 'granted')
    return (
      <p className="muted" data-testid="turn-alerts">
        Turn alerts are on: a notification comes when it is your move and this tab is hidden.
      </p>
    );
  if (permission === 'denied')
    return (
      <p className="muted" data-testid="turn-alerts">
        This browser blocks notifications from this site; the tab's title still shows when it is your move.
      </p>
    );
  const ask = () => void Notification.requestPermission().then(setPermission, () => setPermission(permissionNow()));
  return (
    <p data-testid="turn-alerts">
      <button type="button" onClick={ask}>
        Notify me when it is my turn
      </button>
    </p>
  );
}
