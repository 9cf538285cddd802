// Attacks: every enemy in reach of an idle unit, alone or (a strength that pairs) two together, kept when the
// combat system's exact odds reach the strength's threshold, and made best first. An enemy on a building that
// recruits is attacked to take the building: a kill nobody advances from only lets a fresh recruit in.
import { attackRangeOf, BUILDINGS, fullMenOf, hexDistance, MAX_ATTACKERS_PER_DEFENDER, UNITS, type PlannableOrder, type Unit } from '../rules/index.ts';
import { blocksRecruits } from './economy.ts';
import { buildingValue, fightOdds, type Planner } from './planner.ts';

interface Attack {
  readonly attackers: readonly Unit[];
  readonly target: Unit;
  readonly chance: number;
  readonly score: number;
  /** Judged by the men each side should lose, not by a chance of winning. */
  readonly byLosses: boolean;
}

/** What killing `target` is worth, in gold: its cost, the building it stands on when an attacker next to it can
 * advance and take it, and more when it stands next to one of our Keeps. */
function targetValue(p: Planner, target: Unit, attackers: readonly Unit[]): { unit: number; taken: number } {
  const building = p.buildingAt(target.at);
  const takes = building !== undefined && attackers.some((u) => hexDistance(u.at, target.at) === 1);
  const nearKeep = p.rules.invests && p.buildings.some((b) => b.owner === p.player && b.type === 'keep' && hexDistance(b.at, target.at) <= 2);
  return { unit: UNITS[target.type].cost + (!takes && building ? 6 : 0) + (nearKeep ? 10 : 0), taken: takes ? buildingValue(building.type) : 0 };
}

/** Whether `target` holds a recruiting building of the enemy's, and units of ours stand next to it to take it. */
function restocks(p: Planner, target: Unit): boolean {
  const building = p.buildingAt(target.at);
  if (!building || BUILDINGS[building.type].recruits === 'none') return false;
  return p.own.some((u) => hexDistance(u.at, target.at) === 1);
}

/** What losing the attack costs: the attackers, except a ranged unit shooting alone from afar (it loses nothing). */
function riskOf(attackers: readonly Unit[], target: Unit): number {
  const [only] = attackers;
  if (attackers.length === 1 && only && hexDistance(only.at, target.at) > 1) return 0;
  return attackers.reduce((sum, u) => sum + UNITS[u.type].cost, 0);
}

/** The odds an attack needs: lower the more we outnumber the enemy, for a player that presses (losses then hurt less). */
function threshold(p: Planner): number {
  if (!p.rules.presses) return p.rules.attackAt;
  const ratio = p.own.length / Math.max(1, p.enemies().length);
  return ratio >= 4 ? Math.min(p.rules.attackAt, 0.25) : ratio >= 2 ? p.rules.attackAt - 0.15 : p.rules.attackAt;
}

function attackOrders(p: Planner, attackers: readonly Unit[], target: Unit): PlannableOrder[] {
  return attackers.map((u) => ({ type: 'ATTACK', player: p.player, unit: u.id, target: target.at }));
}

/** The attacks worth making on `target`: alone or (a strength that pairs) two together, at the threshold or above. */
function attacksOn(p: Planner, target: Unit, idle: readonly Unit[], holding: ReadonlySet<string>): Attack[] {
  // A unit on a recruiting building (`holding`) fights only an enemy next to it while gold allows a recruit there.
  const inRange = idle.filter((u) => {
    const distance = hexDistance(u.at, target.at);
    return distance <= attackRangeOf(p.state, u.type) && (distance === 1 || !holding.has(u.id));
  });
  if (inRange.length === 0) return [];
  const options: (readonly Unit[])[] = inRange.map((u) => [u]);
  if (p.rules.pairs && MAX_ATTACKERS_PER_DEFENDER >= 2) {
    for (let i = 0; i < inRange.length; i++) for (let j = i + 1; j < inRange.length; j++) options.push([inRange[i] as Unit, inRange[j] as Unit]);
  }
  const restocked = restocks(p, target);
  const attacks = options.flatMap((attackers) => {
    // The rules first: some combat systems refuse some pairs outright, and have no odds for them.
    if (!p.allows(attackOrders(p, attackers, target))) return [];
    const judged = judge(p, attackers, target, restocked);
    return judged.chance < threshold(p) ? [] : [{ attackers, target, ...judged }];
  });
  return restocked ? takingFirst(attacks) : attacks;
}

/**
 * On a recruiting building, a kill that nobody advances from only lets a fresh recruit in: where an attack
 * that can take the building passes (judged by its chance of winning), only such attacks are made on it.
 * (Judged by men lost, Mass battle weighs this in `judge`.)
 */
function takingFirst(attacks: Attack[]): Attack[] {
  const taking = attacks.filter((a) => !a.byLosses && a.attackers.some((u) => hexDistance(u.at, a.target.at) === 1));
  return taking.length > 0 ? taking : attacks;
}

/**
 * How good an attack is: the chance of winning it and what it should gain, in gold. Where fights mostly end
 * with neither side gone (Mass battle), the men each side should lose decide instead, as a share of the value
 * at stake: an attack that should cost the enemy three times what it costs us has a "chance" of 0.75.
 * `restocked`: the target holds a recruiting building with units of ours next to it (`restocks`).
 */
function judge(p: Planner, attackers: readonly Unit[], target: Unit, restocked: boolean): { chance: number; score: number; byLosses: boolean } {
  const odds = fightOdds(p.state, attackers, target.at);
  const { unit, taken } = targetValue(p, target, attackers);
  const losses = odds?.expectedLosses;
  if (!losses) {
    // Where a fight can end short of a kill (Warfare's Retreat, a siege going on), every result the defender
    // loses by counts as won: it costs the defender Might.
    const chance = odds?.outcomes
      ? odds.outcomes.reduce((sum, o) => sum + (o.loser === 'defender' ? o.probability.value : 0), 0)
      : (odds?.attackerWins.value ?? 0);
    return { chance, score: chance * (unit + taken) - (1 - chance) * riskOf(attackers, target), byLosses: false };
  }
  // The building is taken only when the defender falls, and the attacker next to it advances. Felling the
  // defender of a recruiting building from afar, with our units next to it, only lets a fresh recruit in:
  // better to leave it few enough men for those next to it to finish, and advance.
  const win = odds.attackerWins.value;
  const wasted = taken === 0 && restocked ? win : 0;
  const gain = (losses.defender.value / fullMenOf(target)) * unit * (1 - wasted) + win * taken;
  const cost = attackers.reduce((sum, u, i) => sum + ((losses.attackers[i]?.value ?? 0) / fullMenOf(u)) * UNITS[u.type].cost, 0);
  return { chance: gain > 0 ? gain / (gain + cost) : 0, score: gain - cost, byLosses: true };
}

/** Onto a building, the pair's attacker next to it goes first, advancing to take the building if it wins. */
function attackFirst(p: Planner, attack: Attack): [Unit | undefined, Unit | undefined, boolean] {
  const onBuilding = p.buildingAt(attack.target.at) !== undefined;
  const adjacent = (u: Unit | undefined) => u !== undefined && hexDistance(u.at, attack.target.at) === 1;
  const [a, b] = attack.attackers;
  const [first, second] = onBuilding && !adjacent(a) && adjacent(b) ? [b, a] : [a, b];
  return [first, second, onBuilding && adjacent(first)];
}

export function planAttacks(p: Planner): void {
  const idle = p.idle();
  // Whether a unit keeps a recruiting building free depends on the unit alone: asked once, not for every target.
  const holding = new Set(idle.filter((u) => blocksRecruits(p, u)).map((u) => u.id));
  const candidates = p.enemies().flatMap((target) => attacksOn(p, target, idle, holding));
  candidates.sort((a, b) => b.score - a.score || b.chance - a.chance);
  const used = new Set<string>();
  const hit = new Set<string>();
  for (const attack of candidates) {
    if (hit.has(attack.target.id) || attack.attackers.some((u) => used.has(u.id))) continue;
    if (p.strays()) continue;
    const [first, second, advance] = attackFirst(p, attack);
    if (!first) continue;
    const order = { type: 'ATTACK', player: p.player, unit: first.id, target: attack.target.at } as const;
    if (!((advance && p.try({ ...order, advance })) || p.try(order))) continue;
    used.add(first.id);
    hit.add(attack.target.id);
    if (second && p.try({ ...order, unit: second.id })) used.add(second.id);
  }
}
