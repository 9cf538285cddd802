// What a browser asks the account service, and what it answers (docs/online.md, "Accounts"). A guest may only sign
// up or sign in; everything else is asked on a subject that carries the user's own name, which the server lets
// only that user publish on — so the subject says who asks, and no request can speak for someone else.
import { z } from 'zod';
import { COMBAT_SYSTEM_IDS, COMPUTER_STRENGTHS, MAX_PLAYERS, RACE_IDS } from '../../../rules/index.ts';
import { MIN_MAP_SIDE } from '../../../mapgen/mapSizes.ts';
import { SCHEDULES } from '../../pbem/campaign/documents.ts';
import { onlineGameSchema } from '../onlineGames.ts';
import { GAME_ID, PARTICIPANT_ID } from '../subjects.ts';

export const ACCOUNT_SUBJECTS = {
  signUp: 'karnage.account.signup',
  signIn: 'karnage.account.signin',
  /** A signed-in user's requests: `karnage.account.user.<name>.<what>`. */
  user: (name: string, what: UserRequestKind) => `karnage.account.user.${name}.${what}`,
  anyUser: 'karnage.account.user.*.*',
  /** Who may ask anything at all, whoever they are (the guest's rights). */
  guest: ['karnage.account.signup', 'karnage.account.signin'],
} as const;
export type UserRequestKind = 'create' | 'join' | 'watch' | 'lobby';

/** The guest's inbox prefix: every guest shares it (their replies carry only JWTs bound to keys the others lack). */
export const GUEST_INBOX = '_INBOX_guest';

/** An online game's map: its publications stay well within a message's 4 MB. */
export const MAX_ONLINE_MAP_SIDE = 128;
/**
 * The most games one player sits in or watches: each adds about 1 KB of rights to their JWT, which travels in the
 * connection's first protocol line (the server's `max_control_line`, raised to MAX_CONTROL_LINE for it).
 */
export const MAX_GAMES_PER_PLAYER = 40;
export const MAX_CONTROL_LINE = 64 * 1024;

export const SPECTATORS = ['nobody', 'invited', 'anyone'] as const;
export type Spectators = (typeof SPECTATORS)[number];

export const accountName = z.string().regex(PARTICIPANT_ID, 'a name is 1–40 lower-case letters, digits, "-" and "_", starting with a letter or digit');
export const passphrase = z.string().min(8, 'a passphrase has at least 8 characters').max(200, 'a passphrase has at most 200 characters');
/** An nkey user's public key (base32, 56 characters, starting with U). */
const userKey = z.string().regex(/^U[A-Z2-7]{55}$/, 'not a user key');

/** Computer seats are named so: no person may sign up as one. */
export const COMPUTER_PREFIX = 'computer-';

export const signRequest = z.strictObject({ name: accountName, passphrase, userKey });
export type SignRequest = z.infer<typeof signRequest>;

const seatRequest = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('open'), race: z.enum(RACE_IDS) }),
  z.strictObject({ kind: z.literal('invite'), race: z.enum(RACE_IDS), name: accountName }),
  z.strictObject({ kind: z.literal('computer'), race: z.enum(RACE_IDS), strength: z.enum(COMPUTER_STRENGTHS) }),
]);

/** Why Champions cannot be asked for with a week's schedule (the rules fight duels turn by turn only). */
export const CHAMPIONS_TURN_BY_TURN = 'Champions is played turn by turn only: a week has no room for a duel';

export const createRequest = z
  .strictObject({
    userKey,
    name: z.string().trim().min(1, 'a game needs a name').max(80, 'a game name has at most 80 characters'),
    map: z.strictObject({
      width: z.number().int().min(MIN_MAP_SIDE).max(MAX_ONLINE_MAP_SIDE),
      height: z.number().int().min(MIN_MAP_SIDE).max(MAX_ONLINE_MAP_SIDE),
      seed: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31 - 1),
    }),
    /** The creator's race: they take the first seat. */
    race: z.enum(RACE_IDS),
    /** The other seats, each open to anyone or kept for a name. */
    others: z
      .array(seatRequest)
      .min(1)
      .max(MAX_PLAYERS - 1),
    combatSystem: z.enum(COMBAT_SYSTEM_IDS).optional(),
    schedule: z.enum(SCHEDULES).optional(),
    /** Who may watch the published game: nobody (the default), the names invited to watch, or anyone signed in. */
    spectators: z.enum(SPECTATORS).optional(),
    watchers: z.array(accountName).max(50).optional(),
    /** Each player's first unit is its hero, and heroes fight duels (turn by turn only). */
    champions: z.boolean().optional(),
    /** An editor's map (its terrain and start positions), played instead of a generated one; `map` gives its size. */
    mapFile: onlineGameSchema.shape.mapFile,
    /** The editor's name for that map, shown in the lobby. */
    mapName: z.string().trim().min(1).max(80).optional(),
    /** How long each step waits for its players (none: as long as it takes). */
    deadlineSeconds: onlineGameSchema.shape.deadlineSeconds,
  })
  .superRefine((request, ctx) => {
    if (request.champions && request.schedule !== undefined && request.schedule !== 'turn-by-turn')
      ctx.addIssue({ code: 'custom', path: ['champions'], message: CHAMPIONS_TURN_BY_TURN });
    const file = request.mapFile?.map;
    if (file && (file.width !== request.map.width || file.height !== request.map.height))
      ctx.addIssue({
        code: 'custom',
        path: ['mapFile'],
        message: `the map file is ${file.width}×${file.height}, not ${request.map.width}×${request.map.height}`,
      });
  });
export type CreateRequest = z.infer<typeof createRequest>;

export const joinRequest = z.strictObject({ userKey, game: z.string().regex(GAME_ID, 'not a game id') });
export const watchRequest = joinRequest;
export const lobbyRequest = z.strictObject({});

/** A game as the lobby shows it before it starts: who sits where, which seats are free and for whom. */
export const openGame = z.strictObject({
  id: z.string().regex(GAME_ID),
  name: z.string(),
  size: z.string(),
  system: z.enum(COMBAT_SYSTEM_IDS).optional(),
  champions: z.literal(true).optional(),
  /** The map's name, when it is an editor's map rather than a generated one. */
  mapName: z.string().max(80).optional(),
  deadlineSeconds: onlineGameSchema.shape.deadlineSeconds,
  schedule: z.enum(SCHEDULES).optional(),
  spectators: z.enum(SPECTATORS).optional(),
  /** Whether every seat is taken (the game has started). */
  full: z.boolean().optional(),
  creator: accountName,
  seats: z.array(
    z.strictObject({
      race: z.enum(RACE_IDS),
      player: accountName.nullable(),
      invited: accountName.optional(),
      computer: z.enum(COMPUTER_STRENGTHS).optional(),
    }),
  ),
});
export type OpenGame = z.infer<typeof openGame>;

export const accountReply = z.discriminatedUnion('ok', [
  z.strictObject({
    ok: z.literal(true),
    /** A new JWT (signing up, in, creating or joining): the client connects with it from now on. */
    jwt: z.string().max(MAX_CONTROL_LINE).optional(),
    /** The game made or joined. */
    game: z.string().regex(GAME_ID).optional(),
    /** The lobby: games not started that this user may join, and those they sit in. */
    open: z.array(openGame).max(500).optional(),
    /** Games this user may watch (and does not play in). */
    watchable: z.array(openGame).max(500).optional(),
  }),
  z.strictObject({ ok: z.literal(false), reason: z.string().max(300) }),
]);
export type AccountReply = z.infer<typeof accountReply>;
