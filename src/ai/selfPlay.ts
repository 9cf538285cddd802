// Computer-only games, for the command line's selfplay and the strength figures: each seat a strength, seats
// swapped game by game, a generated map per game, the dice and every computer's choices seeded, so a run replays.
import { generateMap } from '../mapgen/generateMap.ts';
import {
  activePlayer,
  playOrder,
  RACE_IDS,
  seededDice,
  standardSetup,
  startGame,
  type CombatSystemId,
  type GameState,
  type RaceId,
  type Scenario,
} from '../rules/index.ts';
import { withHeroes } from '../rules/index.ts';
import { duelsForTurn } from './duelSelfPlay.ts';
import { planTurn } from './planTurn.ts';
import type { Strength } from './strengths.ts';

export interface SelfPlayOptions {
  readonly strengths: readonly Strength[];
  readonly games: number;
  readonly width: number;
  readonly height: number;
  readonly seed: number;
  /** A game still undecided after this many rounds is a draw. */
  readonly maxRounds: number;
  readonly combatSystem?: CombatSystemId;
  /** Champions: each player's first unit is its hero, and heroes fight duels (played by duelSelfPlay.ts). */
  readonly champions?: boolean;
}

export interface SelfPlayResult {
  readonly games: number;
  /** Games won, by strength (a strength in two seats counts once per game won). */
  readonly wins: Readonly<Record<string, number>>;
  readonly draws: number;
  readonly meanTurnMs: number;
  readonly worstTurnMs: number;
}

/** Game `g`'s scenario: a generated map, one seat per strength rotated by `g` so every strength sits everywhere. */
function scenarioOf(options: SelfPlayOptions, g: number): { scenario: Scenario; seats: Strength[] } | { error: string } {
  const n = options.strengths.length;
  const seats = options.strengths.map((_, i) => options.strengths[(i + g) % n] as Strength);
  const races = seats.map((_, i) => RACE_IDS[(i + g) % RACE_IDS.length] as RaceId);
  const generated = generateMap({ width: options.width, height: options.height, seed: options.seed * 1000 + g, races });
  if ('error' in generated) return generated;
  const players = seats.map((strength, i) => ({
    id: `p${i + 1}`,
    name: `${strength} ${i + 1}`,
    race: races[i] as RaceId,
    start: generated.starts[i] ?? { col: 0, row: 0 },
  }));
  const scenario = standardSetup(generated.map, players, { name: `selfplay ${g}`, ...(options.combatSystem ? { combatSystem: options.combatSystem } : {}) });
  if ('error' in scenario) return scenario;
  return { scenario: options.champions ? withHeroes(scenario) : scenario, seats };
}

/** One game to its end or the round limit: the winner's seat (null for a draw) and each turn's planning time. */
export function playOneGame(
  scenario: Scenario,
  seats: readonly Strength[],
  seed: number,
  maxRounds: number,
): { winner: number | null; turnMs: number[]; state: GameState } {
  const started = startGame(scenario, seed);
  if (!started.ok) throw new Error(started.reason);
  const dice = seededDice(seed);
  let state = started.state;
  const turnMs: number[] = [];
  while (!state.result && state.round <= maxRounds) {
    const seat = state.activePlayer;
    const begun = performance.now();
    const orders = planTurn(state, seats[seat] as Strength, seed * 7919 + state.turnNumber);
    turnMs.push(performance.now() - begun);
    for (const order of orders) {
      const played = playOrder(state, order, dice);
      if (!played.ok) throw new Error(`a computer order was refused: ${played.reason}`);
      state = played.state;
    }
    // Champions: the plan's duels, both sides played by their seats' computers.
    const seatOf = (id: string) => seats[state.players.findIndex((p) => p.id === id)] as Strength;
    const duels = duelsForTurn(state, seatOf, seed * 7919 + state.turnNumber);
    const ended = playOrder(state, { type: 'END_TURN', player: activePlayer(state).id, ...(duels.length > 0 ? { duels } : {}) }, dice);
    if (!ended.ok) throw new Error(ended.reason);
    state = ended.state;
  }
  const result = state.result;
  const winner = result?.kind === 'won' ? state.players.findIndex((p) => p.id === result.winner) : null;
  return { winner, turnMs, state };
}

export function selfPlay(options: SelfPlayOptions): SelfPlayResult {
  const wins: Record<string, number> = Object.fromEntries(options.strengths.map((s) => [s, 0]));
  let draws = 0;
  const times: number[] = [];
  for (let g = 0; g < options.games; g++) {
    const made = scenarioOf(options, g);
    if ('error' in made) throw new Error(made.error);
    const { winner, turnMs } = playOneGame(made.scenario, made.seats, options.seed * 100_003 + g, options.maxRounds);
    times.push(...turnMs);
    if (winner === null) draws++;
    else {
      const strength = made.seats[winner] as Strength;
      wins[strength] = (wins[strength] ?? 0) + 1;
    }
  }
  const total = times.reduce((a, b) => a + b, 0);
  return { games: options.games, wins, draws, meanTurnMs: times.length ? total / times.length : 0, worstTurnMs: Math.max(0, ...times) };
}
