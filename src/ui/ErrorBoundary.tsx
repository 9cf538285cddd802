import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  readonly error: Error | null;
}

/**
 * The last line of defence: a screen that throws while drawing shows what went wrong and a way back,
 * instead of an empty page. Nothing is lost: the game autosaves after every order and the editor
 * after every edit, and a reload offers both back.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Karnage stopped a screen that failed:', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="centred" role="alert">
        <h1>Something went wrong</h1>
        <p>{error.message}</p>
        <p className="muted">
          A game in progress is saved after every order and the editor's map after every edit: reloading the page offers to continue from the last save.
        </p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </main>
    );
  }
}
