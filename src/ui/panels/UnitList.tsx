import type { KeyboardEvent } from 'react';
import { describeHex, fullMenOf, hexKey, menStanding, UNITS, type GameState, type HexCoord, type Unit } from '../../rules/index.ts';
import { describeOrder } from '../../state/describeOrder.ts';
import { heroHexText } from '../../state/duelPlan.ts';
import { ownUnits, type OwnUnit, type UnitStatus } from '../../state/idleUnits.ts';
import { useGameStore } from '../../state/useGame.ts';
import { countsMen } from '../text/men.ts';
import { mightText } from '../text/might.ts';

/** What wears down in this game's fights, where its combat system has it: men, Might, a hero's vitality. */
export function strengthText(state: GameState, unit: Unit): string | null {
  const parts = [countsMen(state) ? `${menStanding(unit)} of ${fullMenOf(unit)} men` : null, mightText(state, unit), heroHexText(state, unit)];
  const shown = parts.filter((part): part is string => part !== null);
  return shown.length > 0 ? shown.join(' · ') : null;
}

/** What the unit does this turn, in a few words. */
export function statusText(state: GameState, status: UnitStatus): string {
  switch (status.kind) {
    case 'ordered':
      // describeOrder names the unit first ("Cavalry at (1,1): move to (3,0)"): the list has named it.
      return describeOrder(state, status.order).split(': ').slice(1).join(': ');
    case 'siege':
      return `keeps up the siege of ${describeHex(status.target)}`;
    case 'resting':
      return 'resting';
    case 'idle':
      return 'idle';
  }
}

interface Row {
  readonly own: OwnUnit;
  readonly strength: string | null;
}

/** One unit: its button, its strength when the game counts one (`showStrength`), and what it does this turn. */
function UnitRow({ state, row, showStrength, selected }: { state: GameState; row: Row; showStrength: boolean; selected: boolean }) {
  const store = useGameStore();
  const { unit, status } = row.own;
  return (
    <tr className={status.kind === 'idle' ? 'unit-list__idle' : undefined} aria-current={selected ? 'true' : undefined} data-unit={unit.id}>
      <th scope="row">
        <button type="button" onClick={() => store.getState().selectUnit(unit.id)}>
          {UNITS[unit.type].name} at {describeHex(unit.at)}
        </button>
      </th>
      {showStrength && <td>{row.strength ?? '—'}</td>}
      <td>
        {status.kind === 'idle' ? <strong>idle</strong> : statusText(state, status)}
        {status.kind === 'resting' && <span className="unit-list__why">{status.reason}</span>}
      </td>
    </tr>
  );
}

/**
 * The active player's units, row by row: type and hex, what wears down in this game's fights, and the order
 * each has this turn or "idle". A unit's button (click, or Enter) selects it on the board.
 */
export function UnitList({ state, selected, onClose }: { state: GameState; selected: HexCoord | null; onClose: () => void }) {
  const store = useGameStore();
  const rows: Row[] = ownUnits(state).map((own) => ({ own, strength: strengthText(state, own.unit) }));
  const showStrength = rows.some((row) => row.strength !== null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <section id="unit-list" className="panel unit-list" aria-labelledby="unit-list-title" data-testid="unit-list" onKeyDown={onKeyDown}>
      <div className="unit-list__top">
        <h2 id="unit-list-title">Your units</h2>
        {/* Kept enabled with every unit ordered: it says so, and the focus stays in the list. */}
        <button type="button" onClick={() => store.getState().selectNextIdleUnit()}>
          Next idle unit
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="muted">None on the board.</p>
      ) : (
        <table className="unit-list__table">
          <thead>
            <tr>
              <th scope="col">Unit</th>
              {showStrength && <th scope="col">Strength</th>}
              <th scope="col">This turn</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <UnitRow
                key={row.own.unit.id}
                state={state}
                row={row}
                showStrength={showStrength}
                selected={selected !== null && hexKey(selected) === hexKey(row.own.unit.at)}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
