import { BUILDINGS, describeHex, UNITS, unitAt, type GameState, type PlannableOrder } from '../rules/index.ts';

/** A planned order in words: "Cavalry at (1,1): attack Warriors at (2,1), advancing". */
export function describeOrder(state: GameState, order: PlannableOrder): string {
  if (order.type === 'RECRUIT') return `Recruit ${UNITS[order.unitType].name} at ${describeHex(order.at)}`;
  const unit = state.units[order.unit];
  const who = unit ? `${UNITS[unit.type].name} at ${describeHex(unit.at)}` : `unit ${order.unit}`;
  switch (order.type) {
    case 'MOVE': {
      const to = order.path.at(-1);
      return to ? `${who}: move to ${describeHex(to)}` : `${who}: stay`;
    }
    case 'ATTACK': {
      const target = unitAt(state, order.target);
      const name = target ? `${UNITS[target.type].name} at ` : '';
      return `${who}: attack ${name}${describeHex(order.target)}${order.advance ? ', advancing' : ''}`;
    }
    case 'DEFEND':
      return `${who}: defend`;
    case 'BUILD':
      return `${who}: build ${BUILDINGS[order.building].name}`;
  }
}
