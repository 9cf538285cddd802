import { wealthOf, type GameState } from '../../rules/index.ts';

/** Every player still in an Economics game, richest first: wealth against the target, as a meter. */
export function WealthBoard({ state, target }: { state: GameState; target: number }) {
  const rows = state.players
    .filter((p) => !p.eliminated)
    .map((p) => ({ id: p.id, name: p.name, wealth: wealthOf(state, p.id) }))
    .sort((a, b) => b.wealth - a.wealth);
  return (
    <details className="wealth-board" data-testid="wealth-board">
      <summary>Wealth of every player (target {target})</summary>
      <table>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              <td>
                <meter min={0} max={target} value={Math.min(row.wealth, target)} aria-label={`${row.name}'s wealth`} />
              </td>
              <td>
                {row.wealth} / {target}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
