// A screen's side panel that becomes a drawer on a narrow screen (drawer.css: below 900 px wide): a bar with a
// toggle and a one-line summary of what is inside, opening over the bottom of the screen so the board keeps the
// rest. On a wide screen the bar is not shown and the panel is a plain column, always open.
import { useId, type ReactNode } from 'react';
import './drawer.css';

interface DrawerProps {
  /** The panel's name: its landmark's label and the toggle's. */
  readonly label: string;
  readonly open: boolean;
  readonly onToggle: () => void;
  /** What the closed drawer tells in its bar: what is selected, where the replay is. */
  readonly summary?: ReactNode;
  /** A short word in the bar for something new inside ("Report"), or null. */
  readonly badge?: string | null;
  /** Shown under the bar even while the drawer is closed: messages the player must see at once. */
  readonly pinned?: ReactNode;
  /** The panel's own class (its width and colours on a wide screen), and its test id. */
  readonly className: string;
  readonly testId?: string;
  readonly children: ReactNode;
}

export function Drawer({ label, open, onToggle, summary, badge = null, pinned, className, testId, children }: DrawerProps) {
  const id = useId();
  const bodyId = `${id}-body`;
  return (
    <aside className={`${className} drawer ${open ? 'drawer--open' : 'drawer--closed'}`} aria-label={label} data-testid={testId}>
      <div className="drawer__bar">
        {/* The summary is part of the button, and of its name: a tap anywhere on the bar opens the drawer. */}
        <button type="button" className="drawer__toggle" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          <span className="drawer__label">{label}</span>{' '}
          <span className="drawer__about">
            {badge && <span className="drawer__badge">{badge}</span>} <span className="drawer__summary">{summary}</span>
          </span>
          <span className="drawer__chevron" aria-hidden="true">
            {open ? '▾' : '▴'}
          </span>
        </button>
      </div>
      {pinned}
      <div className="drawer__body" id={bodyId}>
        {children}
      </div>
    </aside>
  );
}
