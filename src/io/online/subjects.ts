// Where a game's files travel on the message server (docs/online.md): two JetStream streams per game (three with
// heroes), each subject holding one message only, so nothing can be sent twice and a publication can never be doubled.
//   karnage.<game>.out.campaign                         the opening, signed by the referee      (referee → all)
//   karnage.<game>.out.pub.<seq>                        publication <seq>                        (referee → all)
//   karnage.<game>.out.notice.<inSeq>                   why a sent file was refused              (referee → all)
//   karnage.<game>.in.join.<player>                     the player's public key, self-signed     (player → referee)
//   karnage.<game>.in.t<turn>.<phase>.orders.<player>   an orders file                           (player → referee)
//   karnage.<game>.in.t<turn>.<phase>.reveal.<player>   a reveal file                            (player → referee)
//   karnage.<game>.in.p<seq>.m<move>.duel.<player>      a duel move answering publication <seq>  (player → referee)
//   karnage.<game>.in.p<seq>.m<move>-<k>.duel.<player>  the same move, sent again after its notice (k = 1, 2, 3)
//   karnage.<game>.to.<player>.p<seq>.m<move>           a duel-turn, holding that player's hand  (referee → player)
// The server's permissions let a player publish only on subjects ending in their own id and read only `out`;
// the referee reads `in` and alone publishes `out` and `to`. A player reads `to` only by subject, and only their own.

/** A game id as the campaign has it (documents.ts): safe as one subject token and in a stream's name. */
export const GAME_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;
/** A player's id: one subject token. */
export const PARTICIPANT_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export type Phase = 'orders' | 'attacks';

/**
 * How often one duel move may be sent: a subject takes one message, so a move the referee refused (a forged or
 * broken file) would otherwise block its duelist until the deadline. Bounded, so a hostile client cannot make more.
 */
export const DUEL_MOVE_TRIES = 4;

export const outStream = (game: string): string => `KARNAGE_${game}_OUT`;
export const inStream = (game: string): string => `KARNAGE_${game}_IN`;
/** What the referee tells one player alone (a duel's hand): read by subject, never by a consumer. */
export const privateStream = (game: string): string => `KARNAGE_${game}_TO`;

export const subjects = {
  out: (game: string) => `karnage.${game}.out.>`,
  in: (game: string) => `karnage.${game}.in.>`,
  private: (game: string) => `karnage.${game}.to.>`,
  privateTo: (game: string, player: string) => `karnage.${game}.to.${player}.>`,
  campaign: (game: string) => `karnage.${game}.out.campaign`,
  publication: (game: string, seq: number) => `karnage.${game}.out.pub.${seq}`,
  notice: (game: string, inSeq: number) => `karnage.${game}.out.notice.${inSeq}`,
  join: (game: string, player: string) => `karnage.${game}.in.join.${player}`,
  orders: (game: string, turn: number, phase: Phase, player: string) => `karnage.${game}.in.t${turn}.${phase}.orders.${player}`,
  reveal: (game: string, turn: number, phase: Phase, player: string) => `karnage.${game}.in.t${turn}.${phase}.reveal.${player}`,
  duelMove: (game: string, after: number, move: number, player: string, attempt = 0) =>
    `karnage.${game}.in.p${after}.m${move}${attempt > 0 ? `-${attempt}` : ''}.duel.${player}`,
  duelTurn: (game: string, player: string, after: number, move: number) => `karnage.${game}.to.${player}.p${after}.m${move}`,
};

/** What a message on a game's subject is, read from its subject alone; null for a subject the layout has not. */
export type SubjectOf =
  | { readonly kind: 'campaign'; readonly game: string }
  | { readonly kind: 'publication'; readonly game: string; readonly seq: number }
  | { readonly kind: 'notice'; readonly game: string; readonly inSeq: number }
  | { readonly kind: 'join'; readonly game: string; readonly player: string }
  | { readonly kind: 'orders' | 'reveal'; readonly game: string; readonly turn: number; readonly phase: Phase; readonly player: string }
  /** A duel move (or, on `to`, a duel-turn): for the move `move` of the round that publication `after` opened. */
  | ({ readonly kind: 'duel-move' } & DuelSubjectOf)
  | ({ readonly kind: 'duel-turn' } & DuelSubjectOf);

interface DuelSubjectOf {
  readonly game: string;
  readonly after: number;
  readonly move: number;
  readonly player: string;
  /** How many times this move was sent before, each refused (always 0 for a duel-turn). */
  readonly attempt: number;
}

const count = (token: string | undefined): number | null => (token !== undefined && /^(0|[1-9][0-9]{0,8})$/.test(token) ? Number(token) : null);

export function parseSubject(subject: string): SubjectOf | null {
  const [root, game, way, ...rest] = subject.split('.');
  if (root !== 'karnage' || game === undefined || !GAME_ID.test(game)) return null;
  if (way === 'out') return parseOut(game, rest);
  if (way === 'in') return parseIn(game, rest);
  if (way === 'to') return parseDuel('duel-turn', game, rest[0], rest[1], rest[2], rest.length === 3);
  return null;
}

function parseOut(game: string, rest: readonly string[]): SubjectOf | null {
  const [what, n, ...extra] = rest;
  if (extra.length > 0) return null;
  if (what === 'campaign' && n === undefined) return { kind: 'campaign', game };
  const seq = count(n);
  if (seq === null) return null;
  if (what === 'pub') return { kind: 'publication', game, seq };
  return what === 'notice' ? { kind: 'notice', game, inSeq: seq } : null;
}

function parseIn(game: string, rest: readonly string[]): SubjectOf | null {
  if (rest[0] === 'join') return rest.length === 2 && PARTICIPANT_ID.test(rest[1] ?? '') ? { kind: 'join', game, player: rest[1] as string } : null;
  const [t, phase, kind, player, ...extra] = rest;
  if (kind === 'duel') return parseDuel('duel-move', game, player, t, phase, extra.length === 0);
  const turn = count(t?.startsWith('t') ? t.slice(1) : undefined);
  if (extra.length > 0 || turn === null || (phase !== 'orders' && phase !== 'attacks')) return null;
  if ((kind !== 'orders' && kind !== 'reveal') || player === undefined || !PARTICIPANT_ID.test(player)) return null;
  return { kind, game, turn, phase, player };
}

/** `m<move>` or, for a move sent again, `m<move>-<attempt>`: the move and its attempt, or null. */
function moveToken(token: string | undefined, again: boolean): { move: number; attempt: number } | null {
  const [m, k, ...extra] = (token ?? '').split('-');
  const move = count(m?.startsWith('m') ? m.slice(1) : undefined);
  if (move === null || move > 2 || extra.length > 0) return null;
  if (k === undefined) return { move, attempt: 0 };
  const attempt = again ? count(k) : null;
  return attempt !== null && attempt > 0 && attempt < DUEL_MOVE_TRIES ? { move, attempt } : null;
}

/** `p<seq>` and `m<move>` (a move of a round is 0, 1 or 2) for `player`. */
function parseDuel(
  kind: 'duel-move' | 'duel-turn',
  game: string,
  player: string | undefined,
  p: string | undefined,
  m: string | undefined,
  whole: boolean,
): SubjectOf | null {
  const after = count(p?.startsWith('p') ? p.slice(1) : undefined);
  const move = moveToken(m, kind === 'duel-move');
  if (!whole || after === null || move === null || player === undefined || !PARTICIPANT_ID.test(player)) return null;
  return kind === 'duel-move' ? { kind, game, after, ...move, player } : { kind, game, after, ...move, player };
}
