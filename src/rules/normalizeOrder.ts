import type { DuelPlay } from './champions/play.ts';
import type { Declaration } from './duel/types.ts';
import type { HexCoord, Order, PlannableOrder } from './types.ts';

const hex = (h: HexCoord): HexCoord => ({ col: h.col, row: h.row });

/**
 * The order with exactly its own fields, in one fixed key order, `advance` only when true. Whatever
 * built the order (a screen, a file, a test), equal orders then save and hash alike.
 */
export function normalizeOrder(order: PlannableOrder): PlannableOrder;
export function normalizeOrder(order: Order): Order;
export function normalizeOrder(o: Order): Order {
  switch (o.type) {
    case 'MOVE':
      return { type: o.type, player: o.player, unit: o.unit, path: o.path.map(hex) };
    case 'ATTACK':
      return { type: o.type, player: o.player, unit: o.unit, target: hex(o.target), ...(o.advance ? { advance: true } : {}) };
    case 'DEFEND':
      return { type: o.type, player: o.player, unit: o.unit };
    case 'BUILD':
      return { type: o.type, player: o.player, unit: o.unit, building: o.building };
    case 'RECRUIT':
      return { type: o.type, player: o.player, at: hex(o.at), unitType: o.unitType };
    case 'END_TURN':
      // No faces is no typed dice: saved without `rolls`, so equal turns save alike.
      return {
        type: o.type,
        player: o.player,
        ...(o.rolls && o.rolls.length > 0 ? { rolls: [...o.rolls] } : {}),
        ...(o.duels && o.duels.length > 0 ? { duels: o.duels.map(normalizeDuel) } : {}),
      };
  }
}

/** A duel as played, with exactly its own fields in one fixed order (every declaration's too). */
function normalizeDuel(play: DuelPlay): DuelPlay {
  return {
    target: hex(play.target),
    ...(play.deal === undefined ? {} : { deal: play.deal }),
    rounds: play.rounds.map((round) => ({
      ...(round.hesitate && round.hesitate.length > 0 ? { hesitate: [...round.hesitate] } : {}),
      registers: round.registers.map(([a, d]) => [a && normalizeDeclaration(a), d && normalizeDeclaration(d)] as const),
    })),
  };
}

function normalizeDeclaration(d: Declaration): Declaration {
  return {
    maneuver: d.maneuver,
    card: { value: d.card.value, hit: d.card.hit },
    ...(d.weapon ? { weapon: d.weapon } : {}),
    ...(d.location ? { location: d.location } : {}),
    ...(d.stepForward === false ? { stepForward: false } : {}),
    ...(d.stepBack === false ? { stepBack: false } : {}),
    ...(d.riposte ? { riposte: true } : {}),
    ...(d.newWeapon ? { newWeapon: d.newWeapon } : {}),
    ...(d.appendageVitality === undefined ? {} : { appendageVitality: d.appendageVitality }),
  };
}
