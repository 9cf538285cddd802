import { BUILDINGS, describeHex, UNITS, type Order } from '../../rules/index.ts';
import { playerName, unitName, type Names } from '../../rules/text/names.ts';

/** An order in words without the state it was given in: "Joe's Cavalry: move to (3,4)". */
export function describeStep(order: Order, names: Names): string {
  switch (order.type) {
    case 'MOVE': {
      const to = order.path.at(-1);
      return to ? `${unitName(names, order.unit)}: move to ${describeHex(to)}` : `${unitName(names, order.unit)}: stay`;
    }
    case 'ATTACK':
      return `${unitName(names, order.unit)}: attack ${describeHex(order.target)}${order.advance ? ', advancing' : ''}`;
    case 'DEFEND':
      return `${unitName(names, order.unit)}: defend`;
    case 'BUILD':
      return `${unitName(names, order.unit)}: build ${BUILDINGS[order.building].name}`;
    case 'RECRUIT':
      return `${playerName(names, order.player)}: recruit ${UNITS[order.unitType].name} at ${describeHex(order.at)}`;
    case 'END_TURN':
      return `${playerName(names, order.player)}: end turn`;
  }
}
