import type { BoardRules } from '../boardRules.ts';
import { boardActionAt } from '../combat/mass/setupForces.ts';
import type { MassCombatReport } from '../combat/mass/report.ts';
import { UNITS } from '../data/units.ts';
import { describeHex, hexDistance } from '../hexGeometry.ts';
import { moveUnit, unitOf } from '../moveUnit.ts';
import { unitsOf } from '../stateQueries.ts';
import type { AttackOrder } from '../types.ts';
import { chargeLane } from './chargeLane.ts';
import { massAttackRange, massCannotOrder } from './orders.ts';
import { isRegroupRound } from './regroup.ts';

const isCharge = (attack: AttackOrder, unit: { type: Parameters<typeof boardActionAt>[0]['unit']; at: AttackOrder['target'] }): boolean =>
  boardActionAt({ unit: unit.type, range: hexDistance(unit.at, attack.target) }) === 'charge';

/** Mass battle on the board [house, docs/rules.md "Mass battle"]: marches, charges through a free hex, regroup rounds. */
export const massBoardRules: BoardRules = {
  attackRange: massAttackRange,
  cannotOrder: massCannotOrder,
  afterMove(recorder, unitId, path) {
    // More than one hex is a March (Pace × 3): the unit cannot strike back and rests through the regroup round.
    if (path.length > 1 && recorder.ask(unitOf(unitId))) recorder.emit({ type: 'UNIT_TIRED', unit: unitId, by: 'march' });
  },
  beforeFight(recorder, attacks) {
    return attacks.filter((attack) => {
      const unit = recorder.ask(unitOf(attack.unit));
      if (!unit || !isCharge(attack, unit) || recorder.ask((state) => chargeLane(state, unit, attack.target))) return true;
      const reason = `no free hex left to charge through towards ${describeHex(attack.target)}`;
      recorder.emit({ type: 'ORDER_DROPPED', order: attack, reason: `${UNITS[unit.type].name} did not charge: ${reason}` });
      return false;
    });
  },
  afterFight(recorder, attacks, report) {
    const { charges } = report as MassCombatReport;
    for (const charge of charges ?? []) {
      const attack = attacks[charge.attacker];
      const unit = attack && recorder.ask(unitOf(attack.unit));
      if (!attack || !unit) continue;
      // The charge ran, reaching or not: the unit stands in the hex it ran into, and rests.
      const lane = recorder.ask((state) => chargeLane(state, unit, attack.target));
      if (lane) moveUnit(recorder, unit.id, [lane]);
      recorder.emit({ type: 'UNIT_TIRED', unit: unit.id, by: 'charge' });
    }
  },
  atTurnStart(recorder, player) {
    const tired = recorder.ask((state) =>
      isRegroupRound(state)
        ? []
        : unitsOf(state, player)
            .filter((u) => u.tired)
            .map((u) => u.id),
    );
    if (tired.length > 0) recorder.emit({ type: 'UNITS_RESTED', player, units: tired });
  },
};
