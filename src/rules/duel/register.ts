import { modifiersOf } from './heroes.ts';
import { CALLED_SHOT, isOffensive, MANEUVERS, relativeSize } from './maneuvers.ts';
import { applyEffects, type Move, type Outcome } from './effects.ts';
import type { Planned } from './refusal.ts';
import type { Effect, ManeuverReport, RegisterReport, Terms } from './report.ts';
import { steppedRange, steppingTerm } from './stepping.ts';
import { other, type Declaration, type Pair, type Side } from './types.ts';
import { parries, reaches, WEAPONS, WRESTLING } from './weapons.ts';
import { rangeNow, rangeText, weaponName, type Working } from './working.ts';
import { cardText } from './deck.ts';

// One register [seed 001]: both cards revealed, each total counted from the register's start, then every
// effect at once (two attacks in one register both land). Attack total = card + modifiers + difficulty +
// stepping − the opponent's parry total when positive; above 0 succeeds, and an unopposed maneuver succeeds
// whatever its total. A maneuver is opposed when the other plays one in the register (a weapon change, a
// maneuver come to nothing and a riposte oppose nothing) [house].

export function resolveRegister(w: Working, decls: Pair<Declaration | null>, planned: Pair<Planned | null>, index: number, holder: Side): RegisterReport {
  const rangeBefore = w.range;
  const moves = [0, 1].map((s) => moveOf(w, s as Side, decls[s as Side] ?? null, planned[s as Side] ?? null)) as [Move | null, Move | null];
  const outcomes = [0, 1].map((s) => outcomeOf(w, s as Side, moves)) as [Outcome | null, Outcome | null];
  const parryResults = [0, 1].map((s) => parryResult(w, s as Side, moves, outcomes)) as [Outcome | null, Outcome | null];
  const results = [parryResults[0] ?? outcomes[0], parryResults[1] ?? outcomes[1]] as const;
  if (w.kind !== 'surprise') w.range = steppedRange(w.range, decls[0], decls[1]);
  const effects = applyEffects(w, results);
  const registerEffects: Effect[] = w.range === rangeBefore ? [] : [{ kind: 'range', range: w.range, text: rangeNow(w.range) }];
  const sides = results.map((r, s) => r && { ...r.report, effects: effects[s] ?? [] }) as unknown as RegisterReport['sides'];
  return {
    register: index + 1,
    first: w.combatants[holder].name,
    rangeBefore,
    sides,
    rangeAfter: w.range,
    effects: registerEffects,
    after: w.fighters.map((f) => ({ vitality: f.vitality, weapon: f.weapon, offHand: f.offHand })) as unknown as RegisterReport['after'],
  };
}

function moveOf(w: Working, side: Side, d: Declaration | null, planned: Planned | null): Move | null {
  if (!d || !planned) return null;
  const fighter = w.fighters[side];
  const foe = w.fighters[other(side)];
  const attacking = isOffensive(d.maneuver) || d.riposte === true;
  let lost: string | null = null;
  if (planned.hand === 'main' && planned.weapon !== fighter.weapon) lost = `its ${weaponName(planned.weapon ?? 'fists')} was flung away`;
  else if (fighter.flankedUntil >= w.round && (attacking || d.maneuver === 'parry') && d.maneuver !== 'buck') lost = 'it is flanked';
  else if (attacking && planned.weapon && foe.clinging && (foe.flankedFirst || WEAPONS[planned.weapon].range > 0)) lost = 'the foe clings to it';
  return { d, planned, lost };
}

const active = (m: Move | null): m is Move => m !== null && m.lost === null;
const isParry = (m: Move | null): m is Move => active(m) && m.d.maneuver === 'parry' && m.d.riposte !== true;

/** Whether the maneuver's weapon reaches (shield bash at 0, grapple at 0, break-free at wrestling range; a clinger reaches). */
function inReach(w: Working, side: Side, m: Move): boolean {
  const { maneuver } = m.d;
  if (maneuver === 'shield-bash' || maneuver === 'grapple') return w.range === 0;
  if (maneuver === 'break-free') return w.range === WRESTLING;
  if (!m.planned.weapon) return true;
  return w.fighters[side].clinging || reaches(m.planned.weapon, w.range);
}

function difficultyOf(w: Working, side: Side, d: Declaration): number {
  const foe = w.combatants[other(side)];
  if (d.riposte) return 0;
  if (d.maneuver === 'called-shot' && d.location) return CALLED_SHOT[relativeSize(foe.size, w.combatants[side].size)][d.location] ?? 0;
  if (d.maneuver === 'flank') return -foe.finesse;
  if (d.maneuver === 'chop') return -(d.appendageVitality ?? 0);
  return MANEUVERS[d.maneuver].difficulty;
}

const parryTotal = (w: Working, side: Side, m: Move): number => m.d.card.value + modifiersOf(w.combatants[side]) + steppingTerm(m.d);

/** Who made a maneuver, with what card and weapon: a report without its terms, total, opposition, success and effects. */
type ReportBase = Omit<ManeuverReport, 'terms' | 'total' | 'opposed' | 'success' | 'effects'>;

/** A maneuver that is not tallied (a weapon change, or one come to nothing): no terms, no total, unopposed. */
const untallied = (side: Side, m: Move, base: ReportBase, success: boolean, note: string | null): Outcome => ({
  side,
  move: m,
  success,
  report: { ...base, terms: null, total: null, opposed: false, success, effects: [] },
  note,
});

/** An offensive maneuver's (or a riposte's) terms, total and success. */
function outcomeOf(w: Working, side: Side, moves: Pair<Move | null>): Outcome | null {
  const m = moves[side];
  if (!m || (m.d.maneuver === 'parry' && !m.d.riposte)) return null;
  const by = w.combatants[side].name;
  const base = {
    by,
    maneuver: m.d.maneuver,
    weapon: m.planned.weapon,
    card: cardText(m.d.card),
    location: m.d.location ?? null,
    riposte: m.d.riposte === true,
  };
  if (m.lost) return untallied(side, m, base, false, `comes to nothing: ${m.lost}`);
  if (m.d.maneuver === 'change-weapon') return untallied(side, m, base, true, null);
  const foeMove = moves[other(side)];
  const riposte = m.d.riposte === true;
  const parrying = !riposte && isParry(foeMove) && (m.planned.weapon === null || parries(foeMove.planned.weapon ?? 'fists', m.planned.weapon));
  const opposing = parrying ? parryTotal(w, other(side), foeMove as Move) : 0;
  const terms: Terms = {
    card: m.d.card.value,
    modifiers: modifiersOf(w.combatants[side]),
    difficulty: difficultyOf(w, side, m.d),
    stepping: riposte ? 0 : steppingTerm(m.d),
    parry: opposing > 0 ? -opposing : 0,
  };
  const total = terms.card + terms.modifiers + terms.difficulty + terms.stepping + terms.parry;
  const opposed = !riposte && active(foeMove) && foeMove.d.maneuver !== 'change-weapon';
  const reach = inReach(w, side, m);
  const success = reach && (!opposed || total > 0);
  const note = reach ? null : `out of reach at ${rangeText(w.range)}`;
  return { side, move: m, success, report: { ...base, terms, total, opposed, success, effects: [] }, note };
}

/** A parry's own line: its total, and whether what it met failed. */
function parryResult(w: Working, side: Side, moves: Pair<Move | null>, outcomes: Pair<Outcome | null>): Outcome | null {
  const m = moves[side];
  if (m?.d.maneuver !== 'parry' || m.d.riposte) return null;
  const by = w.combatants[side].name;
  const base = { by, maneuver: m.d.maneuver, weapon: m.planned.weapon, card: cardText(m.d.card), location: null, riposte: false };
  if (m.lost) return untallied(side, m, base, false, `comes to nothing: ${m.lost}`);
  const terms: Terms = { card: m.d.card.value, modifiers: modifiersOf(w.combatants[side]), difficulty: 0, stepping: steppingTerm(m.d), parry: 0 };
  const met = outcomes[other(side)];
  const foeMove = moves[other(side)];
  const against = met && active(foeMove) && foeMove.d.maneuver !== 'change-weapon' && !foeMove.d.riposte ? met : null;
  const reached = against !== null && (foeMove?.planned.weapon == null || parries(m.planned.weapon ?? 'fists', foeMove.planned.weapon));
  const success = against ? !against.success : null;
  const note = against && !reached ? `a ${weaponName(m.planned.weapon ?? 'fists')} cannot parry a ${weaponName(foeMove?.planned.weapon ?? 'fists')}` : null;
  const report = { ...base, terms, total: parryTotal(w, side, m), opposed: against !== null, success, effects: [] };
  return { side, move: m, success: success === true, report, note };
}
