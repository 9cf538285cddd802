import {
  attackRangeOf,
  BUILDINGS,
  describeHex,
  RACES,
  TERRAIN,
  terrainAt,
  UNITS,
  type Building,
  type GameState,
  type PlannableOrder,
  type Unit,
} from '../../rules/index.ts';
import { describeOrder } from '../../state/describeOrder.ts';
import { heroLine } from '../../state/duelPlan.ts';
import { buildOptions, recruitOptions } from '../../state/orderOptions.ts';
import { ownBuildingAt, ownUnitAt, plannedOrderOf } from '../../state/selection.ts';
import type { UiState } from '../../state/uiSlice.ts';
import { useGameStore } from '../../state/useGame.ts';
import { OptionMenu } from './OptionMenu.tsx';
import { mightText } from '../text/might.ts';
import { menText, tiredText } from '../text/men.ts';

/** The selected own unit with its orders, and the selected own building with its recruits. */
export function SelectionCard({ state, ui }: { state: GameState; ui: UiState }) {
  const unit = ownUnitAt(state, ui.selected);
  const building = ownBuildingAt(state, ui.selected);
  if (!unit && !building) {
    return (
      <section className="panel" aria-labelledby="selection-title">
        <h2 id="selection-title">Selection</h2>
        <p className="muted">Click one of your units or buildings, or move the cursor with the arrow keys and press Enter.</p>
      </section>
    );
  }
  return (
    <>
      {unit && <UnitCard state={state} ui={ui} unit={unit} />}
      {building && <BuildingCard state={state} ui={ui} building={building} />}
    </>
  );
}

function UnitCard({ state, ui, unit }: { state: GameState; ui: UiState; unit: Unit }) {
  const rules = UNITS[unit.type];
  const planned = plannedOrderOf(state, unit.id);
  const store = useGameStore().getState();
  const traits = [rules.mounted && 'mounted', rules.builder && 'builder', rules.range > 1 && `ranged (${attackRangeOf(state, unit.type)})`].filter(Boolean);
  const might = mightText(state, unit);
  const men = menText(state, unit);
  const tired = tiredText(state, unit);
  const hero = heroLine(state, unit);
  return (
    <section className="panel" aria-labelledby="unit-title">
      <h2 id="unit-title">
        {RACES[rules.race].name}: {rules.name}
      </h2>
      <p className="stats">
        {might && (
          <>
            <strong data-testid="might">{might}</strong> ·{' '}
          </>
        )}
        {/* Bodies of men fight by AvDam and AvTough, not by the unit's dice. */}
        {men ? (
          <>
            <strong data-testid="men">{men}</strong> ·{' '}
          </>
        ) : (
          <>
            Attack d{rules.attack} · Defence d{rules.defence} ·{' '}
          </>
        )}
        Move {rules.move}
        {traits.length > 0 && <> · {traits.join(', ')}</>}
      </p>
      {hero && (
        <p className="hero-line" data-testid="hero">
          {hero}
        </p>
      )}
      <p className="muted">
        At {describeHex(unit.at)} in {TERRAIN[terrainAt(state.map, unit.at)].name}
        {unit.defending && ', defending'}
      </p>
      {tired && (
        <p className="muted" data-testid="tired">
          {tired}
        </p>
      )}
      {planned ? (
        <p className="planned-note">
          Planned: {describeOrder(state, planned.planned.order)}{' '}
          <button type="button" onClick={() => store.takeBack(planned.index)}>
            Take back
          </button>
        </p>
      ) : (
        <p className="muted">Click a highlighted hex to move, or an enemy in reach to attack.</p>
      )}
      <div className="button-row">
        <button type="button" onClick={() => store.planDefend()} aria-keyshortcuts="D">
          Defend
        </button>
        <button type="button" aria-expanded={ui.menu === 'build'} onClick={() => store.openMenu('build')} aria-keyshortcuts="B">
          Build…
        </button>
        <button type="button" aria-pressed={attackAdvances(planned?.planned.order, ui.advance)} onClick={() => store.toggleAdvance()} aria-keyshortcuts="A">
          Advance after a won attack
        </button>
      </div>
      {ui.menu === 'build' && <OptionMenu label={`Build with ${rules.name}`} options={buildOptions(state, unit)} onChoose={(b) => store.planBuild(b)} />}
    </section>
  );
}

function attackAdvances(order: PlannableOrder | undefined, fallback: boolean): boolean {
  return order?.type === 'ATTACK' ? (order.advance ?? false) : fallback;
}

function BuildingCard({ state, ui, building }: { state: GameState; ui: UiState; building: Building }) {
  const rules = BUILDINGS[building.type];
  const store = useGameStore().getState();
  return (
    <section className="panel" aria-labelledby="building-title">
      <h2 id="building-title">
        {rules.name} at {describeHex(building.at)}
      </h2>
      {rules.recruits === 'none' ? (
        <p className="muted">A {rules.name} does not recruit.</p>
      ) : (
        <>
          <button type="button" aria-expanded={ui.menu === 'recruit'} onClick={() => store.openMenu('recruit')} aria-keyshortcuts="R">
            Recruit…
          </button>
          {ui.menu === 'recruit' && (
            <OptionMenu
              label={`Recruit at the ${rules.name}`}
              options={recruitOptions(state, building.at)}
              onChoose={(t) => store.planRecruit(building.at, t)}
            />
          )}
        </>
      )}
    </section>
  );
}
