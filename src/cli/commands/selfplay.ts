// karnage selfplay: computer-only games in Node, for the strength figures of the computer players.
import { parseArgs } from 'node:util';
import { selfPlay } from '../../ai/selfPlay.ts';
import { STRENGTHS, type Strength } from '../../ai/strengths.ts';
import { MAX_MAP_SIZE, MIN_MAP_SIZE } from '../../mapgen/generateMap.ts';
import type { CombatSystemId } from '../../rules/index.ts';
import { UsageError, type CliIo } from '../io.ts';

export const SELFPLAY_USAGE = `karnage selfplay --players normal,easy [--games 100] [--size 32x24] [--seed 1] [--rounds 60] [--system karnage|warfare|mass|champions]
  Plays computer-only games (seats rotate between games) and prints {"games","wins":{strength: n},"draws","meanTurnMs","worstTurnMs"}.`;

const SYSTEMS: readonly CombatSystemId[] = ['karnage', 'warfare', 'mass'];
/** Champions: Karnage with a hero each, whose fights with heroes are duels. */
const CHAMPIONS = 'champions';

function whole(text: string | undefined, fallback: number, what: string, min: number, max: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`${what} must be a whole number from ${min} to ${max}`, SELFPLAY_USAGE);
  return n;
}

export function selfplayCommand(args: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: {
      players: { type: 'string' },
      games: { type: 'string' },
      size: { type: 'string' },
      seed: { type: 'string' },
      rounds: { type: 'string' },
      system: { type: 'string' },
    },
  });
  const strengths = (values.players ?? '').split(',').filter(Boolean);
  if (strengths.length < 2 || strengths.length > 8 || !strengths.every((s): s is Strength => (STRENGTHS as readonly string[]).includes(s)))
    throw new UsageError(`--players takes 2 to 8 of ${STRENGTHS.join(', ')}, separated by commas`, SELFPLAY_USAGE);
  const size = /^(\d+)x(\d+)$/.exec(values.size ?? '32x24');
  if (!size) throw new UsageError('--size is WIDTHxHEIGHT, e.g. 32x24', SELFPLAY_USAGE);
  const champions = values.system === CHAMPIONS;
  const system = (champions ? 'karnage' : (values.system ?? 'karnage')) as CombatSystemId;
  if (!SYSTEMS.includes(system)) throw new UsageError(`--system is one of ${[...SYSTEMS, CHAMPIONS].join(', ')}`, SELFPLAY_USAGE);
  const result = selfPlay({
    strengths: strengths as Strength[],
    games: whole(values.games, 100, '--games', 1, 10_000),
    width: whole(size[1], 32, 'the width', MIN_MAP_SIZE, MAX_MAP_SIZE),
    height: whole(size[2], 24, 'the height', MIN_MAP_SIZE, MAX_MAP_SIZE),
    seed: whole(values.seed, 1, '--seed', -2_147_483_648, 2_147_483_647),
    maxRounds: whole(values.rounds, 60, '--rounds', 1, 10_000),
    combatSystem: system,
    champions,
  });
  io.out(JSON.stringify({ ...result, meanTurnMs: Number(result.meanTurnMs.toFixed(2)), worstTurnMs: Number(result.worstTurnMs.toFixed(2)) }));
  return 0;
}
