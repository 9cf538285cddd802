import { useEffect, useId, useRef, type ReactNode } from 'react';
import './games.css';

/**
 * A modal dialog (the browser's own: the page behind it is inert, Tab stays inside, Escape cancels). The element
 * marked `data-autofocus` takes the focus. While it is open the keys are the dialog's alone: the board's shortcuts,
 * which listen on the window, never hear them (E would end the turn behind it).
 */
export function ModalDialog({ title, onCancel, children, testId }: { title: string; onCancel: () => void; children: ReactNode; testId: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const keepKeys = (event: KeyboardEvent) => event.stopPropagation();
    window.addEventListener('keydown', keepKeys, true);
    return () => {
      window.removeEventListener('keydown', keepKeys, true);
      if (element.open) element.close();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
