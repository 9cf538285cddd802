// Ann's side of the Mass battle browser test (mass.e2e.test.ts), worked out by the rules in Node: the orders
// she clicks, each with the plan it joins, and what the page should show of them (men, previews, fights).
import {
  baseAvDam,
  baseAvTough,
  describeCombat,
  fullMenOf,
  hexDistance,
  isRegroupRound,
  menStanding,
  plainText,
  planView,
  unitAt,
  type GameEvent,
  type GameState,
  type HexCoord,
  type PlayerId,
  type Unit,
} from '../../src/rules/index.ts';
import type { MassCombatReport } from '../../src/rules/combat/mass/report.ts';
import { boardActionAt } from '../../src/rules/combat/mass/setupForces.ts';
import { describeEvent } from '../../src/rules/text/describeEvent.ts';
import { unitName, type Names } from '../../src/rules/text/names.ts';
import { attackPreview } from '../../src/state/attackPreview.ts';
import { attackableHexes } from '../../src/state/selectors.ts';
import { nobodyFalls } from '../../src/ui/panels/OutcomeOdds.tsx';
import { exactMenText, tiredText } from '../../src/ui/text/men.ts';
import { distanceTo, goalsOf, moveCloser, planEach, type AnnOrder, type Planned } from './plan.ts';

/**
 * Ann's turn, order by order with the plan it joins: each ready unit makes the attack that should kill the
 * most men (each on an enemy of its own), or else closes in: fighters on Bob's units, builders (too weak to
 * hurt anyone) on his buildings; in a regroup round one hex at most, and a unit a charge away waits.
 */
export function annPlan(state: GameState): Planned[] {
  const ready = Object.values(state.units).filter((u) => u.owner === 'p1' && !u.tired);
  // Moves first, by the units that have nothing to attack, so no attack is planned through a hex a move then fills.
  const movers = ready.filter((u) => attackFor(state, u) === null);
  const moves = planEach(state, movers, moveFor);
  const attacks = planEach(
    moves.state,
    ready.filter((u) => !movers.includes(u)),
    attackFor,
  );
  return [...moves.plan, ...attacks.plan];
}

/** Men the defender should lose to this unit's attack on `target` (on its own, or with the partner planned). */
function expectedKills(state: GameState, unit: Unit, target: HexCoord): number {
  return attackPreview(state, unit, target)?.odds.expectedLosses?.defender.value ?? 0;
}

function attackFor(state: GameState, unit: Unit): AnnOrder | null {
  const attacked = new Set([...planView(state).attacksOn.keys()]);
  const targets = attackableHexes(state, unit)
    .filter((t) => !attacked.has(`${t.col},${t.row}`))
    .map((target) => ({ target, kills: expectedKills(state, unit, target) }))
    .filter((t) => t.kills > 0)
    .sort((a, b) => b.kills - a.kills || hexDistance(unit.at, a.target) - hexDistance(unit.at, b.target));
  const best = targets[0];
  return best ? { type: 'ATTACK', player: 'p1', unit: unit.id, target: best.target } : null;
}

/** Builders (AvDam 2) cannot hurt armoured men: they go for the buildings. */
const isFighter = (unit: Unit): boolean => baseAvDam(unit.type) > 2;

function moveFor(state: GameState, unit: Unit): AnnOrder | null {
  const hunting = isFighter(unit) && Object.values(state.units).some((u) => u.owner !== 'p1');
  const goals = goalsOf(state, isFighter(unit) ? 'units' : 'buildings');
  const regroup = isRegroupRound(state);
  // In a regroup round a fighter a charge away (two hexes) or closer waits for the next round.
  if (hunting && regroup && distanceTo(goals)(unit.at) <= 2) return null;
  return moveCloser(state, unit, goals, (d) => !regroup || hexDistance(unit.at, d) === 1);
}

export const unitsOf = (state: GameState, player: PlayerId): Unit[] => Object.values(state.units).filter((u) => u.owner === player);

/** A unit's card: "17 of 20 men · AvDam 5 · AvTough 4" (whole men standing), and whether it rests. */
export function expectedMen(state: GameState, unit: Unit): { men: string; tired: string | null } {
  const men = `${menStanding(unit)} of ${fullMenOf(unit)} men · AvDam ${baseAvDam(unit.type)} · AvTough ${baseAvTough(unit.type)}`;
  return { men, tired: tiredText(state, unit) };
}

/** The preview of an attack about to be ordered: what it is, the losses each side should expect, the chance to win. */
export function expectedPreview(before: GameState, order: AnnOrder & { type: 'ATTACK' }) {
  const unit = before.units[order.unit]!;
  const preview = attackPreview(before, unit, order.target);
  const losses = preview?.odds.expectedLosses;
  if (!preview || !losses || losses.attackers.length !== 1) throw new Error(`no lone attack on ${order.target.col},${order.target.row}`);
  return {
    action: boardActionAt({ unit: unit.type, range: hexDistance(unit.at, order.target) }),
    losses: `Expected losses: attack ${exactMenText(losses.attackers[0]!)}, defence ${exactMenText(losses.defender)}`,
    odds: nobodyFalls(preview.odds) ? null : `${(preview.odds.attackerWins.value * 100).toFixed(1)}%`,
    targetMen: expectedMen(before, unitAt(before, order.target)!).men,
  };
}

/** What a fight was, for the test's list of what the game showed. */
function kindsOf(report: MassCombatReport): string[] {
  const action = report.action === 'charge' && !report.charges.every((c) => c.reached) ? 'charge fell short' : report.action;
  const dissolved = report.dissolved.defender || report.dissolved.attackers.length > 0;
  return dissolved ? [action, 'dissolved'] : [action];
}

/** Each fight of a turn as the turn report tells it, and the report's lines of what the fights left. */
export function expectedFights(events: readonly GameEvent[], names: Names) {
  const text = (line: Parameters<typeof plainText>[0]) => plainText(line, (id) => unitName(names, id));
  const fights = events.flatMap((e) => (e.type === 'COMBAT_RESOLVED' ? [e.report as MassCombatReport] : []));
  return {
    fights: fights.map((report) => {
      const { title, sides, outcome, steps } = describeCombat(report);
      const [attack, defence] = sides;
      return {
        title,
        attack: attack?.combatants.map(text) ?? [],
        defence: defence?.combatants.map(text) ?? [],
        lines: sides.flatMap((s) => s.lines.map(text)),
        steps: steps ?? [],
        outcome: outcome.text,
        kinds: kindsOf(report),
      };
    }),
    lines: events.filter((e) => ['UNIT_MEN_CHANGED', 'UNIT_DESTROYED', 'UNIT_TIRED'].includes(e.type)).map((e) => describeEvent(e, names)),
  };
}
