import type { BoardRules } from '../boardRules.ts';
import { boardActionAt } from '../combat/mass/setupForces.ts';
import type { MassCombatReport } from '../combat/mass/report.ts';
import { UNITS } from '../data/units.ts';
import { describeHex, hexDistance } from '../hexGeometry.ts';
import { moveUnit, unitOf } from '../moveUnit.ts';
import { unitsOf } from '../stateQueries.ts';
import type { AttackOrder, GameState, Unit } from '../types.ts';
import { chargeLane } from './chargeLane.ts';
import { sightBlocked } from './lineOfSight.ts';
import { massAttackRange, massCannotOrder } from './orders.ts';
import { isRegroupRound } from './regroup.ts';

/** Why a planned charge or shot cannot happen as the board stands when it is fought (moves came first), or null. */
function cannotFightNow(state: GameState, unit: Unit, attack: AttackOrder): string | null {
  const action = boardActionAt({ unit: unit.type, range: hexDistance(unit.at, attack.target) });
  if (action === 'charge' && !chargeLane(state, unit, attack.target)) {
    return `did not charge: no free hex left to charge through towards ${describeHex(attack.target)}`;
  }
  const hidden = action === 'fire' ? sightBlocked(state, unit.at, attack.target) : null;
  return hidden ? `did not fire: ${hidden} hides ${describeHex(attack.target)}` : null;
}

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
      const why = unit ? recorder.ask((state) => cannotFightNow(state, unit, attack)) : null;
      if (unit && why) recorder.emit({ type: 'ORDER_DROPPED', order: attack, reason: `${UNITS[unit.type].name} ${why}` });
      return why === null;
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
