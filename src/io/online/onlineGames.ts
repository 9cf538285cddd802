// The server's file of online games (`karnage-online`): who may connect, with which password, and the games the
// referee runs — each a generated map and its seats. `npm run server` writes the message server's config from it,
// and `karnage referee serve` opens each game from it. Passwords are for the message server only; every file a
// player sends is signed with their own key besides.
import { z } from 'zod';
import { generateMap } from '../../mapgen/generateMap.ts';
import { COMBAT_SYSTEM_IDS, COMPUTER_STRENGTHS, MAX_PLAYERS, RACE_IDS, standardSetup, withHeroes, type Scenario } from '../../rules/index.ts';
import { describeIssues } from '../describeZodError.ts';
import { parseJson } from '../parseJson.ts';
import { oneLine } from '../quoteInput.ts';
import { SCHEDULES } from '../pbem/campaign/documents.ts';
import { mapFromRows } from '../mapRows.ts';
import { hexCoord } from '../schema/common.ts';
import { mapSchema } from '../schema/mapFile.ts';
import { GAME_ID, PARTICIPANT_ID } from './subjects.ts';

export const ONLINE_FORMAT = 'karnage-online';
/** The longest a step may wait: thirty days. */
export const MAX_DEADLINE_SECONDS = 30 * 24 * 60 * 60;
/** Room for the largest file the limits allow of plain games (a few hundred bytes each, a user less). */
export const MAX_ONLINE_FILE_BYTES = 8 * 1024 * 1024;
/** Far above a group of friends, and above the 1,000 games of 4 players the online benchmark runs. */
export const MAX_ONLINE_USERS = 5_000;
export const MAX_ONLINE_GAMES = 2_000;

const id = z.string().regex(PARTICIPANT_ID, 'an id is up to 40 lower-case letters, digits, "-" and "_"');
const password = z.string().min(8, 'a password has at least 8 characters').max(200);

/** A seat: its player and race, and — for a computer's seat in a game made in the browser — its strength. */
const seat = z.strictObject({ player: id, race: z.enum(RACE_IDS), computer: z.enum(COMPUTER_STRENGTHS).optional() });

export const onlineGameSchema = z.strictObject({
  id: z.string().regex(GAME_ID, 'a game id is up to 64 lower-case letters, digits, "-" and "_"'),
  name: z.string().min(1).max(80),
  map: z.strictObject({ width: z.number().int(), height: z.number().int(), seed: z.number().int() }),
  seats: z.array(seat).min(2).max(MAX_PLAYERS),
  /** How fights are settled (docs/rules.md): Karnage's dice unless it says Warfare or Mass battle. */
  combatSystem: z.enum(COMBAT_SYSTEM_IDS).optional(),
  /** Turn by turn unless it says a week (docs/rules.md, "Simultaneous weeks"): every plan at once, then the week. */
  schedule: z.enum(SCHEDULES).optional(),
  /** A map made in the editor (its map file's terrain and start positions), played instead of the generated one. */
  mapFile: z.strictObject({ map: mapSchema, starts: z.array(hexCoord).max(MAX_PLAYERS) }).optional(),
  /** Champions (docs/rules.md): each player's first unit is its hero, and heroes fight duels. Turn by turn only. */
  champions: z.boolean().optional(),
  /** How long each step waits from its publication; past it, a player who has not sent plays nothing. */
  deadlineSeconds: z.number().int().min(1).max(MAX_DEADLINE_SECONDS).optional(),
});

export const onlineFile = z
  .strictObject({
    format: z.literal(ONLINE_FORMAT),
    version: z.literal(1),
    referee: z.strictObject({ user: id, password }),
    users: z.array(z.strictObject({ user: id, password })).max(MAX_ONLINE_USERS),
    games: z.array(onlineGameSchema).max(MAX_ONLINE_GAMES),
  })
  .superRefine((file, ctx) => {
    const users = new Set(file.users.map((u) => u.user));
    if (users.size !== file.users.length) ctx.addIssue({ code: 'custom', message: 'a user is listed twice', path: ['users'] });
    if (users.has(file.referee.user)) ctx.addIssue({ code: 'custom', message: 'the referee is also listed as a player', path: ['users'] });
    const games = new Set(file.games.map((g) => g.id));
    if (games.size !== file.games.length) ctx.addIssue({ code: 'custom', message: 'a game id is listed twice', path: ['games'] });
    file.games.forEach((g, i) => {
      const seated = g.seats.map((s) => s.player);
      if (new Set(seated).size !== seated.length) ctx.addIssue({ code: 'custom', message: `${g.id}: a player has two seats`, path: ['games', i, 'seats'] });
      for (const player of seated) {
        if (!users.has(player)) ctx.addIssue({ code: 'custom', message: `${g.id}: ${player} is not a user`, path: ['games', i, 'seats'] });
      }
    });
  });

export type OnlineFile = z.infer<typeof onlineFile>;
export type OnlineGame = OnlineFile['games'][number];

export type ReadOnline = { ok: true; file: OnlineFile } | { ok: false; reason: string };

/** The online file's text, checked: one line saying what is wrong otherwise. */
export function readOnlineFile(text: string): ReadOnline {
  const json = parseJson(text, MAX_ONLINE_FILE_BYTES);
  if (!json.ok) return { ok: false, reason: json.message };
  const parsed = onlineFile.safeParse(json.value);
  return parsed.success
    ? { ok: true, file: parsed.data }
    : { ok: false, reason: oneLine(`not a Karnage online file: ${describeIssues(parsed.error.issues, 1)}`) };
}

/** The game's scenario: its generated map with the usual opening, seats in order. */
export function onlineScenario(game: OnlineGame): Scenario | { error: string } {
  const races = game.seats.map((s) => s.race);
  const generated = game.mapFile ? mapOfFile(game.mapFile) : generateMap({ width: game.map.width, height: game.map.height, seed: game.map.seed, races });
  if ('error' in generated) return generated;
  if (generated.starts.length < game.seats.length) return { error: `the map has ${generated.starts.length} start positions for ${game.seats.length} seats` };
  const players = game.seats.map((s, i) => ({
    id: s.player,
    name: s.player.charAt(0).toUpperCase() + s.player.slice(1),
    race: s.race,
    start: generated.starts[i] ?? { col: 0, row: 0 },
  }));
  const scenario = standardSetup(generated.map, players, { name: game.name, ...(game.combatSystem ? { combatSystem: game.combatSystem } : {}) });
  return game.champions && !('error' in scenario) ? withHeroes(scenario) : scenario;
}

function mapOfFile(file: NonNullable<OnlineGame['mapFile']>) {
  const map = mapFromRows(file.map.rows);
  return 'error' in map ? { error: `the map file's terrain: ${map.error}` } : { map, starts: file.starts };
}
