// The lobby: one message per game, written once by the referee when it starts refereeing it, read by every user to
// find the games they have a seat in. What a game looks like now comes from its own `out` stream.
import type { NatsConnection } from '@nats-io/nats-core';
import { z } from 'zod';
import { readFileText } from '../pbem/campaign/fileText.ts';
import { followStream } from './followStream.ts';
import { COMBAT_SYSTEM_IDS } from '../../rules/index.ts';
import { SCHEDULES } from '../pbem/campaign/documents.ts';
import { MAX_DEADLINE_SECONDS, type OnlineGame } from './onlineGames.ts';
import { LOBBY_STREAM } from './serverConfig.ts';
import { GAME_ID, PARTICIPANT_ID } from './subjects.ts';

export const lobbyEntry = z.strictObject({
  kind: z.literal('game'),
  id: z.string().regex(GAME_ID),
  name: z.string().max(80),
  seats: z.array(z.string().regex(PARTICIPANT_ID)).max(8),
  size: z.string().max(20),
  /** The combat system, when not Karnage's dice. */
  system: z.enum(COMBAT_SYSTEM_IDS).optional(),
  /** The schedule, when not turn by turn. */
  schedule: z.enum(SCHEDULES).optional(),
  /** How long each step waits from its publication, when it does not wait for everyone. */
  deadlineSeconds: z.number().int().min(1).max(MAX_DEADLINE_SECONDS).optional(),
});
export type LobbyEntry = z.infer<typeof lobbyEntry>;

export function lobbyEntryOf(game: OnlineGame): LobbyEntry {
  const size = `${game.map.width}×${game.map.height}`;
  return {
    kind: 'game',
    id: game.id,
    name: game.name,
    seats: game.seats.map((s) => s.player),
    size,
    ...(game.combatSystem ? { system: game.combatSystem } : {}),
    ...(game.schedule && game.schedule !== 'turn-by-turn' ? { schedule: game.schedule } : {}),
    ...(game.deadlineSeconds ? { deadlineSeconds: game.deadlineSeconds } : {}),
  };
}

/** A lobby message read, or null for one that is not a game's entry. */
export function readLobbyEntry(text: string): LobbyEntry | null {
  const read = readFileText(text, 16 * 1024);
  if (!read.ok) return null;
  const entry = lobbyEntry.safeParse(read.value);
  return entry.success ? entry.data : null;
}

/** Follows the lobby: `onEntry` for each game's entry, now and as games are added. Answers the way to stop. */
export async function followLobby(nc: NatsConnection, onEntry: (entry: LobbyEntry) => void): Promise<() => void> {
  return followStream(nc, LOBBY_STREAM, 1, ({ text }) => {
    const entry = readLobbyEntry(text);
    if (entry) onEntry(entry);
  });
}
