import './app.css';

/** Placeholder screen until the board exists. */
export function App() {
  return (
    <main className="placeholder">
      <svg className="placeholder__hex" viewBox="0 0 32 32" aria-hidden="true">
        <polygon points="16,1.5 28.6,8.75 28.6,23.25 16,30.5 3.4,23.25 3.4,8.75" />
      </svg>
      <h1>Karnage</h1>
      <p>A hex-map wargame for friends at one screen. The board arrives soon.</p>
    </main>
  );
}
