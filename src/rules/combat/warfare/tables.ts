import type { Aftermath } from '../report.ts';

/** A battle: forces meet in the field. A siege: a force attacks a unit holding a building of its owner's. */
export type WarfareKind = 'battle' | 'siege';
export type Side = 'attacker' | 'defender';

export const BATTLE_RESULTS = ['Regroup', 'Wounded', 'Retreat', 'Routed', 'Defeated', 'Annihilated'] as const;
export const SIEGE_RESULTS = ['Retaliate', 'Grazed', 'Maimed', 'Crippled', 'Broken', 'Devastated'] as const;
export type BattleResult = (typeof BATTLE_RESULTS)[number];
export type SiegeResult = (typeof SIEGE_RESULTS)[number];
export type WarfareResult = BattleResult | SiegeResult;

/** One row of the Battle or Siege table [seed], read by net successes (5 and more read the last row). */
interface TableRow {
  readonly result: WarfareResult;
  /** Might the loser loses; 'all' brings it to 0. */
  readonly loss: number | 'all';
  /** Whether the combat ends here; otherwise the sides roll again at once. */
  readonly ends: boolean;
  /** What a surviving losing besieger or battle loser does next. */
  readonly onLoser: Aftermath['effect'] | null;
  /** Siege: a garrison losing by this row ceases to exist and loses its settlement, whatever Might it has left. */
  readonly garrisonFalls: boolean;
}

const row = (result: WarfareResult, loss: number | 'all', ends: boolean, onLoser: Aftermath['effect'] | null, garrisonFalls = false): TableRow => ({
  result,
  loss,
  ends,
  onLoser,
  garrisonFalls,
});

const BATTLE: readonly TableRow[] = [
  row('Regroup', 0, false, null),
  row('Wounded', 1, false, null),
  row('Retreat', 2, true, 'retreat'),
  row('Routed', 3, true, 'rout'),
  row('Defeated', 4, true, 'withdraw'),
  row('Annihilated', 'all', true, null),
];

// Grazed and Maimed: the siege goes on next turn, whoever lost; Crippled and Broken besiegers flee or go
// home, while a Crippled or Broken garrison falls with its settlement.
const SIEGE: readonly TableRow[] = [
  row('Retaliate', 1, false, null),
  row('Grazed', 1, true, 'siege-goes-on'),
  row('Maimed', 2, true, 'siege-goes-on'),
  row('Crippled', 3, true, 'rout', true),
  row('Broken', 4, true, 'withdraw', true),
  row('Devastated', 'all', true, null, true),
];

/** What one roll did, on the two sides' whole Mights. */
export interface Settled {
  /** The table's row for this roll's net successes. */
  readonly roll: WarfareResult;
  /** The combat's result when it ends here: the row, or the table's last row when the loser is destroyed. */
  readonly result: WarfareResult;
  /** Null on a Regroup; a Retaliate is lost by the besieger. */
  readonly loser: Side | null;
  /** Might the loser loses (never more than it has). */
  readonly loss: number;
  readonly ends: boolean;
  readonly loserDestroyed: boolean;
  readonly aftermath: Aftermath | null;
}

/**
 * Reads a roll on the table of its kind. `net` is the attack's successes minus the defence's.
 * [house] A loser whose Might falls to 0, by any row, ceases to exist and the combat ends at once, counted as
 * the table's last row (Annihilated, Devastated): so a Retaliate that brings the besieger to 0 ends the siege,
 * and a garrison brought to 0 loses its settlement as a Devastated one does.
 */
export function settleRoll(kind: WarfareKind, net: number, attackMight: number, defenceMight: number): Settled {
  const table = kind === 'battle' ? BATTLE : SIEGE;
  const row = table[Math.min(Math.abs(net), table.length - 1)] as TableRow;
  const last = table[table.length - 1] as TableRow;
  // A Retaliate hurts only the besieger; otherwise the side with fewer successes loses.
  const loser: Side | null = net > 0 ? 'defender' : net < 0 || kind === 'siege' ? 'attacker' : null;
  if (!loser) return { roll: row.result, result: row.result, loser, loss: 0, ends: false, loserDestroyed: false, aftermath: null };
  const might = loser === 'attacker' ? attackMight : defenceMight;
  const loss = row.loss === 'all' ? might : Math.min(row.loss, might);
  const spent = loss === might;
  const garrisonFalls = kind === 'siege' && loser === 'defender' && row.garrisonFalls;
  const loserDestroyed = spent || garrisonFalls;
  return {
    roll: row.result,
    result: spent ? last.result : row.result,
    loser,
    loss,
    ends: row.ends || loserDestroyed,
    loserDestroyed,
    aftermath: aftermathOf(kind, loser, loserDestroyed, row),
  };
}

/** Destroyed losers do nothing more, but a garrison that falls hands its building to the besiegers. */
function aftermathOf(kind: WarfareKind, loser: Side, destroyed: boolean, row: TableRow): Aftermath | null {
  if (kind === 'siege' && loser === 'defender' && destroyed) return { side: 'defender', effect: 'capture' };
  if (destroyed || !row.onLoser) return null;
  return { side: loser, effect: row.onLoser };
}

const ENDINGS: Readonly<Record<WarfareKind, readonly WarfareResult[]>> = {
  battle: BATTLE.filter((r) => r.ends).map((r) => r.result),
  siege: SIEGE.filter((r) => r.ends).map((r) => r.result),
};

/** The results that end a combat in odds and reports, in table order. */
export function endingResults(kind: WarfareKind): readonly WarfareResult[] {
  return ENDINGS[kind];
}

/** The whole table of a kind, for explanations: its rows' names in order of net successes. */
export function tableResults(kind: WarfareKind): readonly WarfareResult[] {
  return kind === 'battle' ? BATTLE_RESULTS : SIEGE_RESULTS;
}
