// Champions: the duels the autosave kept (src/io/autosave.ts, SavedDuel; ./duelSave.ts) replayed through the
// duel screen's own steps (./duelFlow.ts), so that the rules check every round again and the duels reopen
// exactly where they stood: the same round, the same cards (they come from the game's dice). Fetched only to
// read a save back.
//
// A round whose holder has declared and whose other side has not reopens with the holder's declaration kept,
// at the curtain before the other side's hand. Nobody declares twice in a round: a reload neither undoes a
// choice made nor lets one be made again knowing more (the holder's cards, once seen, stay committed; the
// other side has seen only the holder's maneuver types, which do not change). A hand on the screen reopens
// behind its curtain; a round's opening, reveal and a duel's end, which are public, reopen as they were.
//
// A saved duel the schema or the rules refuse (a broken or tampered save) leaves the game as it is: the duels
// start again from their first round, and since a hand had been shown they are fought to their end.
import type { SavedDuel } from '../io/autosave.ts';
import { oneLine } from '../io/quoteInput.ts';
import type { SavedDuelRead } from '../io/readAutosave.ts';
import { describeHex, type Declaration, type GameState, type HexCoord, type PlayedRound, type ScenarioPlayer, type Side } from '../rules/index.ts';
import { other } from '../rules/champions/index.ts';
import { declare, fight, hesitate, holderNow, mayHesitate, next, nextDuel, showHand, startDuels, type DuelFlow } from './duelFlow.ts';
import { type ComputerSeats, computerSeats } from './duelComputer.ts';
import { plannedDuels } from './duelPlan.ts';
import type { DuelRequest } from './uiSlice.ts';

type Replayed = { readonly ok: true; readonly flow: DuelFlow } | { readonly ok: false; readonly message: string };

const ok = (flow: DuelFlow): Replayed => ({ ok: true, flow });

/** A refusal, named by the duel and the round it came in (the rules' own refusals name the round already). */
function refused(flow: DuelFlow, problem: string, round = true): Replayed {
  const spot = flow.duels[flow.index];
  return { ok: false, message: `the duel at ${spot ? describeHex(spot.target) : '?'}${round ? `, round ${flow.duel.round}` : ''}: ${problem}` };
}

const sameHex = (a: HexCoord | undefined, b: HexCoord | undefined): boolean => !!a && !!b && a.col === b.col && a.row === b.row;

/** `side` takes the screen and declares its registers: the next step, or the rules' refusal. */
function declareAs(flow: DuelFlow, side: Side, registers: readonly (Declaration | null)[]): Replayed {
  const at = flow.stage.kind === 'intro' ? fight(flow) : flow;
  if (at.stage.kind !== 'curtain' || at.stage.side !== side) return refused(flow, `${flow.duel.combatants[side].name} declares out of turn`);
  const declared = declare(showHand(at), registers);
  if (declared.stage.kind !== 'declare') return ok(declared);
  return declared.stage.problem ? refused(flow, declared.stage.problem, false) : refused(flow, 'the declaration is refused');
}

/** Hesitations at a round's opening, in turn. */
function hesitations(flow: DuelFlow, sides: readonly Side[]): Replayed {
  let at = flow;
  for (const side of sides) {
    if (!mayHesitate(at) || holderNow(at) !== side) return refused(at, `${at.duel.combatants[side].name} cannot hesitate now`);
    at = hesitate(at);
  }
  return ok(at);
}

/** A played round, from its opening to its reveal. */
function replayRound(flow: DuelFlow, round: PlayedRound): Replayed {
  const hesitated = hesitations(flow, round.hesitate ?? []);
  if (!hesitated.ok) return hesitated;
  let at = hesitated.flow;
  if (at.stage.kind === 'broken') return { ok: false, message: at.stage.message };
  // Both heroes hesitated: the round is played, without hands.
  if (at.stage.kind === 'reveal') return round.registers.length === 0 ? hesitated : refused(flow, 'both heroes hesitated, yet maneuvers were made');
  const holder = holderNow(at);
  for (const side of [holder, other(holder)]) {
    const declared = declareAs(
      at,
      side,
      round.registers.map((pair) => pair[side]),
    );
    if (!declared.ok) return declared;
    at = declared.flow;
  }
  return at.stage.kind === 'reveal' ? ok(at) : refused(flow, 'the round is not played');
}

/** The reveal shown through: the next round's opening, or the duel's end. */
function throughReveal(flow: DuelFlow): Replayed {
  let at = flow;
  while (at.stage.kind === 'reveal') at = next(at);
  return at.stage.kind === 'broken' ? { ok: false, message: at.stage.message } : ok(at);
}

/** A duel's rounds one after the other; the last left at its reveal when `stopAtReveal`. */
function replayRounds(flow: DuelFlow, rounds: readonly PlayedRound[], stopAtReveal: boolean): Replayed {
  let at = flow;
  for (const [i, round] of rounds.entries()) {
    if (at.stage.kind !== 'intro') return refused(at, 'the duel is over, yet another round was played');
    const played = replayRound(at, round);
    const shown = !played.ok || (stopAtReveal && i === rounds.length - 1) ? played : throughReveal(played.flow);
    if (!shown.ok) return shown;
    at = shown.flow;
  }
  return ok(at);
}

/** The duels fought to their end, each closed in turn: the next one's first round. */
function replayPlays(flow: DuelFlow, plays: SavedDuel['plays']): Replayed {
  let at = flow;
  for (const play of plays) {
    if (!sameHex(play.target, at.duels[at.index]?.target)) return refused(at, 'a duel saved as fought is not the plan’s');
    const played = replayRounds(at, play.rounds, false);
    if (!played.ok) return played;
    if (played.flow.stage.kind !== 'over') return refused(played.flow, 'a duel saved as fought is not over');
    at = nextDuel(played.flow);
    if (at.stage.kind === 'broken') return { ok: false, message: at.stage.message };
  }
  return at.stage.kind === 'intro' ? ok(at) : refused(at, 'every duel was over');
}

/** The duel under way: its rounds played, then the round under way as far as it went. */
function replayCurrent(flow: DuelFlow, saved: SavedDuel): Replayed {
  const { step, declared } = saved;
  const played = replayRounds(flow, saved.rounds, step === 'reveal');
  if (!played.ok) return played;
  const at = played.flow;
  if (at.stage.kind !== (step === 'fight' ? 'intro' : step)) return refused(at, `it was saved at its ${step}, but replays to its ${at.stage.kind}`);
  const pending = saved.hesitate.length > 0 || declared[0] !== null || declared[1] !== null;
  if (step === 'reveal' || step === 'over') return pending ? refused(at, 'a round played has hesitations or declarations left over') : played;
  const hesitated = hesitations(at, saved.hesitate);
  if (!hesitated.ok) return hesitated;
  const holder = holderNow(hesitated.flow);
  if (step === 'intro') return declared[0] || declared[1] ? refused(at, 'declarations are saved before anyone fights') : hesitated;
  if (declared[other(holder)]) return refused(at, 'both sides declared, yet the round is not played');
  const holders = declared[holder];
  return holders ? declareAs(hesitated.flow, holder, holders) : ok(fight(hesitated.flow));
}

/** The saved duels replayed to where they stood, or the first thing the plan or the rules refuse in them. */
export function resumeDuels(game: GameState, saved: SavedDuel, seats: ComputerSeats = {}): Replayed {
  const duels = plannedDuels(game);
  if (duels.length !== saved.targets.length || duels.some((d, i) => !sameHex(d.target, saved.targets[i]))) {
    return { ok: false, message: 'the duels saved are not the plan’s' };
  }
  const start = startDuels(game, duels, seats);
  if (!start.ok) return start;
  const fought = replayPlays(start.flow, saved.plays);
  const current = fought.ok ? replayCurrent(fought.flow, saved) : fought;
  // A duel was saved once a hand had been shown: it is fought to its end.
  return current.ok ? ok({ ...current.flow, handsShown: true, handedOver: true }) : current;
}

/** The duels a saved game reopens at, and what to tell the players about it (one line), if anything. */
export interface ReopenedDuel {
  readonly duel: DuelRequest | null;
  readonly notice: string | null;
}

/**
 * What a saved game's duel reopens as: where it stood; else, said in one line, its start (no calling it off).
 * `players`: the scenario's, whose computer seats choose for their heroes.
 */
export function reopenDuel(game: GameState, read: SavedDuelRead, players: readonly ScenarioPlayer[] = []): ReopenedDuel {
  if (read.kind === 'none') return { duel: null, notice: null };
  const seats = computerSeats(players);
  const rolls = read.kind === 'ok' && read.duel.rolls ? [...read.duel.rolls] : null;
  const resumed = read.kind === 'ok' ? resumeDuels(game, read.duel, seats) : { ok: false as const, message: read.message };
  if (resumed.ok) return { duel: { rolls, flow: resumed.flow }, notice: null };
  const start = startDuels(game, plannedDuels(game), seats);
  if (!start.ok) return { duel: null, notice: oneLine(`The duel in progress could not be reopened: ${resumed.message}.`) };
  return {
    duel: { rolls, flow: { ...start.flow, handsShown: true, handedOver: true } },
    notice: oneLine(`The duel in progress could not be reopened (${resumed.message}): it starts again from its first round, and is fought to its end.`),
  };
}
