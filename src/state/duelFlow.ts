// The duel screen's steps, as pure functions: each takes the flow and answers the next (src/ui/duel shows
// it). A plan's duels are played one after the other, round by round, with the rules' engine: the cards
// dealt from the game's own dice (duelTable, as the END_TURN will deal them), the initiative and its public
// cards, the hesitations, both sides' hidden declarations, then the reveal register by register. What the
// players chose becomes the END_TURN's `duels`.
//
// [house] The initiative's holder declares ALL its registers first, then the other declares all its own,
// seeing the holder's maneuver types (not its cards). The seed alternates register by register; at one
// screen that would mean a hand-off per register, so each player takes the screen once a round.
//
// A computer seat's hero (./duelComputer.ts) chooses for itself: it hesitates or fights when its player's turn to
// hold the initiative comes (Fight goes on), and declares at once, with no curtain and no form; the curtain
// goes up only between two people.
import {
  activePlayer,
  describeHex,
  seededDice,
  type Declaration,
  type DuelPlay,
  type DuelState,
  type FighterState,
  type GameState,
  type Pair,
  type PlayedRound,
  type RoundReport,
  type Side,
} from '../rules/index.ts';
import { duelTable, other, pairRegisters, playRound, type Card } from '../rules/champions/index.ts';
import { computerDeclares, computerHesitates, type ComputerSeats } from './duelComputer.ts';
import type { PlannedDuel } from './duelPlan.ts';

export type DuelStage =
  /** Public: the heroes, the range, the initiative and its cards; the holder fights or hesitates. */
  | { readonly kind: 'intro' }
  /** The screen goes to `side`'s player: nothing of either hand shows. */
  | { readonly kind: 'curtain'; readonly side: Side }
  /** `side`'s player chooses, seeing its own hand only; `problem` is the rules' refusal of its last try. */
  | { readonly kind: 'declare'; readonly side: Side; readonly problem: string | null }
  /** The round's registers shown one by one: `shown` of them so far. */
  | { readonly kind: 'reveal'; readonly shown: number }
  /** The duel is over: its end, then the next duel or the END_TURN. */
  | { readonly kind: 'over' }
  /** Every duel played: `plays` go with the END_TURN. */
  | { readonly kind: 'done' }
  /** The rules cannot deal this duel's next round or start the next duel: said, and the players can only call it off. */
  | { readonly kind: 'broken'; readonly message: string };

export interface Dealt {
  readonly initiative: Pair<Card[]> | null;
  readonly hands: Pair<Card[]>;
}

export interface DuelFlow {
  readonly game: GameState;
  readonly duels: readonly PlannedDuel[];
  /** Which duel is being played. */
  readonly index: number;
  /** The duels already played. */
  readonly plays: readonly DuelPlay[];
  /** The duel before the round being played. */
  readonly duel: DuelState;
  /** This round's cards. */
  readonly dealt: Dealt;
  /** The round as the rules open it (played with no maneuvers): the initiative, its cards, each side's allowance. */
  readonly opening: RoundReport;
  readonly hesitate: readonly Side[];
  /** Each side's registers once declared (null: nothing in that register); null until it has. */
  readonly declared: Pair<readonly (Declaration | null)[] | null>;
  /** This duel's rounds played, and what the rules reported of each. */
  readonly rounds: readonly PlayedRound[];
  readonly reports: readonly RoundReport[];
  /** The duel after the round just played (null before). */
  readonly after: DuelState | null;
  /** The screen went to the other player at some point: calling the duels off hides the plan behind the curtain. */
  readonly handedOver: boolean;
  /**
   * A hand has been shown: from then on the duels are fought to their end, so nobody calls one off after
   * seeing their cards and plans around them (the cards of a turn are fixed, so a second try would know them).
   */
  readonly handsShown: boolean;
  /** The computer players' seats: their heroes choose for themselves (absent: every seat a person's). */
  readonly seats?: ComputerSeats;
  readonly stage: DuelStage;
}

const broken = (flow: DuelFlow, message: string): DuelFlow => ({ ...flow, stage: { kind: 'broken', message } });

export type DuelStart = { readonly ok: true; readonly flow: DuelFlow } | { readonly ok: false; readonly message: string };

/**
 * The first duel of the plan's, at its first round; or why the rules cannot start it. `seats`: the computer
 * players' (./duelComputer.ts, computerSeats of the scenario's players).
 */
export function startDuels(game: GameState, duels: readonly PlannedDuel[], seats: ComputerSeats = {}): DuelStart {
  const flow = beginDuel(game, duels, 0, []);
  return typeof flow === 'string' ? { ok: false, message: flow } : { ok: true, flow: { ...flow, seats } };
}

function tableOf(game: GameState, spot: PlannedDuel) {
  return duelTable(game, spot.attacker, spot.defender, seededDice(game.seed));
}

/** The duel `index` at its first round, or the rules' reason it cannot start. */
function beginDuel(game: GameState, duels: readonly PlannedDuel[], index: number, plays: readonly DuelPlay[]): DuelFlow | string {
  const spot = duels[index];
  if (!spot) return `there is no duel ${index + 1} of ${duels.length}`;
  const { started } = tableOf(game, spot);
  if (!started.ok) return `the duel at ${describeHex(spot.target)} cannot start: ${started.message}`;
  const opened = openRound(game, spot, started.state);
  if (typeof opened === 'string') return opened;
  const base = { game, duels, index, plays, rounds: [], reports: [], handedOver: false, handsShown: index > 0 };
  return { ...base, ...opened, stage: { kind: 'intro' } };
}

type Opened = Pick<DuelFlow, 'duel' | 'dealt' | 'opening' | 'hesitate' | 'declared' | 'after'>;

/** The next round of a duel: dealt, and opened by the rules to learn its initiative and allowances. */
function openRound(game: GameState, spot: PlannedDuel, duel: DuelState): Opened | string {
  const dealt = tableOf(game, spot).deal(duel);
  const opened = playRound(duel, { ...initiativeOf(dealt), hands: dealt.hands, registers: [] });
  if (!opened.ok) return `the duel at ${describeHex(spot.target)}, round ${duel.round}, cannot be dealt: ${opened.message}`;
  return { duel, dealt, opening: opened.report, hesitate: [], declared: [null, null], after: null };
}

const initiativeOf = (dealt: Dealt) => (dealt.initiative ? { initiative: { cards: dealt.initiative } } : {});

const sideNamed = (duel: DuelState, name: string): Side => (duel.combatants[0].name === name ? 0 : 1);

/** Who holds the initiative now: the round's holder, passed over once per hesitation. */
export function holderNow(flow: DuelFlow): Side {
  let holder = sideNamed(flow.duel, flow.opening.initiative.holder);
  for (const _ of flow.hesitate) holder = other(holder);
  return holder;
}

/** The computer's strength that plays `side`'s hero; null for a person. */
export const computerOf = (flow: DuelFlow, side: Side) => flow.seats?.[playerOf(flow, side).id] ?? null;

const rulesLetHesitate = (flow: DuelFlow): boolean => flow.stage.kind === 'intro' && flow.opening.kind === 'normal' && flow.hesitate.length < 2;

/** Whether the holder's player may still hesitate: in a normal round, before both have; a computer decides for itself. */
export const mayHesitate = (flow: DuelFlow): boolean => rulesLetHesitate(flow) && !computerOf(flow, holderNow(flow));

/** The holder hesitates: the initiative goes over; when both have, the duel ends. */
export function hesitate(flow: DuelFlow): DuelFlow {
  return mayHesitate(flow) ? hesitateNow(flow) : flow;
}

function hesitateNow(flow: DuelFlow): DuelFlow {
  const hesitated = [...flow.hesitate, holderNow(flow)];
  if (hesitated.length < 2) return { ...flow, hesitate: hesitated };
  return playTheRound({ ...flow, hesitate: hesitated }, { hesitate: hesitated, registers: [] }, null);
}

/** The holder fights: the screen goes to it for its choices. A computer holder hesitates or declares, as it judges. */
export function fight(flow: DuelFlow): DuelFlow {
  if (flow.stage.kind !== 'intro') return flow;
  const holder = holderNow(flow);
  const computer = computerOf(flow, holder);
  if (computer && rulesLetHesitate(flow) && computerHesitates(flow, holder, computer)) return hesitateNow(flow);
  return handTo(flow, holder);
}

/** `side` chooses next: a computer at once; a person behind the curtain, or straight away when the other is a computer. */
function handTo(flow: DuelFlow, side: Side): DuelFlow {
  const computer = computerOf(flow, side);
  if (computer) {
    const chosen = declareAs(flow, side, computerDeclares(flow, side, computer));
    // The rules took nothing it chose (which they always should): it declares nothing, which they always take.
    return chosen.stage.kind === 'declare' && chosen.stage.side === side ? declareAs(flow, side, []) : chosen;
  }
  const handedOver = flow.handedOver || side === 1;
  if (computerOf(flow, other(side)) && atTheScreen(flow, side))
    return { ...flow, handedOver, handsShown: true, stage: { kind: 'declare', side, problem: null } };
  return { ...flow, handedOver, stage: { kind: 'curtain', side } };
}

/**
 * Whether the person fighting at `side` is the one at the screen, so their hand needs no curtain: it is their own
 * turn, or they are the only person left in the game. Otherwise (a computer's turn with two people in the game)
 * whoever ended the last turn may still be looking.
 */
function atTheScreen(flow: DuelFlow, side: Side): boolean {
  const person = playerOf(flow, side).id;
  if (activePlayer(flow.game).id === person) return true;
  return flow.game.players.every((p) => p.id === person || p.eliminated || flow.seats?.[p.id]);
}

/** Behind the curtain, the player named on it shows its hand. */
export function showHand(flow: DuelFlow): DuelFlow {
  return flow.stage.kind === 'curtain' ? { ...flow, handsShown: true, stage: { kind: 'declare', side: flow.stage.side, problem: null } } : flow;
}

/**
 * A side declares its registers. The holder's are checked alone (they cannot depend on what the other has
 * not yet chosen), then the screen goes to the other; the other's are checked with the holder's and the
 * round played. A refusal stays on the declaring side's screen, in the rules' one line, to be fixed.
 */
export function declare(flow: DuelFlow, registers: readonly (Declaration | null)[]): DuelFlow {
  return flow.stage.kind === 'declare' ? declareAs(flow, flow.stage.side, registers) : flow;
}

function declareAs(flow: DuelFlow, side: Side, registers: readonly (Declaration | null)[]): DuelFlow {
  const declared: Pair<readonly (Declaration | null)[] | null> = side === 0 ? [registers, flow.declared[1]] : [flow.declared[0], registers];
  const round: PlayedRound = { ...(flow.hesitate.length > 0 ? { hesitate: flow.hesitate } : {}), registers: pairRegisters(declared) };
  if (side === holderNow(flow)) {
    const alone = playRound(flow.duel, { ...initiativeOf(flow.dealt), ...round, hands: flow.dealt.hands });
    if (!alone.ok) return { ...flow, stage: { kind: 'declare', side, problem: alone.message } };
    return handTo({ ...flow, declared }, other(side));
  }
  return playTheRound({ ...flow, declared }, round, side);
}

function playTheRound(flow: DuelFlow, round: PlayedRound, side: Side | null): DuelFlow {
  const bothHesitated = (round.hesitate ?? []).length === 2;
  const played = playRound(flow.duel, { ...initiativeOf(flow.dealt), ...round, ...(bothHesitated ? {} : { hands: flow.dealt.hands }) });
  if (!played.ok) {
    if (side === null) return broken(flow, played.message);
    return { ...flow, stage: { kind: 'declare', side, problem: played.message } };
  }
  const shown = Math.min(1, played.report.registers.length);
  return {
    ...flow,
    rounds: [...flow.rounds, round],
    reports: [...flow.reports, played.report],
    after: played.state,
    stage: { kind: 'reveal', shown },
  };
}

/** The last round's report while it is revealed. */
export const lastReport = (flow: DuelFlow): RoundReport | null => flow.reports[flow.reports.length - 1] ?? null;

/** Next: the next register of the reveal; after the last, the next round, or the duel's end. */
export function next(flow: DuelFlow): DuelFlow {
  const { stage } = flow;
  if (stage.kind !== 'reveal' || !flow.after) return flow;
  const registers = lastReport(flow)?.registers.length ?? 0;
  if (stage.shown < registers) return { ...flow, stage: { kind: 'reveal', shown: stage.shown + 1 } };
  if (flow.after.ended) return { ...flow, stage: { kind: 'over' } };
  const opened = openRound(flow.game, currentDuel(flow), flow.after);
  return typeof opened === 'string' ? broken(flow, opened) : { ...flow, ...opened, stage: { kind: 'intro' } };
}

/** After a duel's end: the next duel, or `done` with every duel's play. */
export function nextDuel(flow: DuelFlow): DuelFlow {
  if (flow.stage.kind !== 'over') return flow;
  const spot = flow.duels[flow.index] as PlannedDuel;
  const plays = [...flow.plays, { target: spot.target, rounds: flow.rounds }];
  if (flow.index + 1 < flow.duels.length) {
    const begun = beginDuel(flow.game, flow.duels, flow.index + 1, plays);
    return typeof begun === 'string' ? broken(flow, begun) : { ...begun, seats: flow.seats ?? {} };
  }
  return { ...flow, plays, stage: { kind: 'done' } };
}

/** What the hero panels show of each fighter: as the reveal has got to (no spoiling a register not yet shown). */
export function fightersShown(flow: DuelFlow): Pair<Pick<FighterState, 'vitality' | 'weapon' | 'offHand' | 'carried'>> {
  const { stage } = flow;
  if (stage.kind === 'over' && flow.after) return flow.after.fighters;
  const register = stage.kind === 'reveal' && stage.shown > 0 ? lastReport(flow)?.registers[stage.shown - 1] : undefined;
  if (!register) return flow.duel.fighters;
  return [
    { ...register.after[0], carried: flow.duel.fighters[0].carried },
    { ...register.after[1], carried: flow.duel.fighters[1].carried },
  ];
}

/** The duel being played. */
export const currentDuel = (flow: DuelFlow): PlannedDuel => flow.duels[flow.index] as PlannedDuel;

/** The player whose hero fights on `side`: 0 the attacker's, 1 the defender's. */
export function playerOf(flow: DuelFlow, side: Side) {
  const spot = currentDuel(flow);
  const owner = (side === 0 ? spot.attacker : spot.defender).owner;
  return { id: owner, name: flow.game.players.find((p) => p.id === owner)?.name ?? owner };
}
