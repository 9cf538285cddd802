// The Online screen's chat and nudges (docs/online.md, "Chat"): each account game's chat followed by the session
// (onlineSession.ts), its last lines kept per game; a line said, a nudge sent once per step. A nudge from another
// player while the user's move is due becomes the tab's alert (useTurnAlerts.ts) and a line on the page.
import { type ChatLine, sendChat, sendNudge } from '../../io/online/accounts/chat.ts';
import { notice } from '../../state/pbem/task.ts';
import type { OnlineSession } from './onlineSession.ts';
import type { ChatActions, OnlineState, OnlineStore } from './onlineTypes.ts';
import { gameStatus } from './onlineView.ts';

/** The lines a page keeps per game (the stream keeps more). */
export const CHAT_SHOWN = 200;
/** A nudge older than this when the page reads it is history, not an alert (the chat is read from its start). */
const NUDGE_FRESH_MS = 60_000;

export interface ChatCore {
  get(): OnlineStore;
  set(change: Partial<OnlineState> | ((s: OnlineStore) => Partial<OnlineState>)): void;
  session(): OnlineSession | null;
  now?: () => number;
}

const gameName = (s: OnlineStore, game: string) => s.games.find((g) => g.id === game)?.name ?? game;

/** A line of `game`'s chat come in (null: read again from the start); a fresh nudge for the user's due move alerts. */
export function chatArrived(core: ChatCore, game: string, line: ChatLine | null): void {
  const now = (core.now ?? Date.now)();
  if (!line) {
    core.set((s) => ({ chat: { ...s.chat, [game]: [] } }));
    return;
  }
  core.set((s) => ({ chat: { ...s.chat, [game]: [...(s.chat[game] ?? []), line].slice(-CHAT_SHOWN) } }));
  const s = core.get();
  if (!line.nudge || line.from === s.user || now - Date.parse(line.at) > NUDGE_FRESH_MS) return;
  if (gameStatus(s.views[game], s.user, s.sent[game] ?? null).kind !== 'mine') return;
  const text = `${line.from} nudges you: your move in ${gameName(s, game)}`;
  core.set({ nudge: { game, text, at: now }, ...(s.busy ? {} : { message: notice(text) }) });
}

export function chatActions(core: ChatCore): ChatActions {
  const connection = () => core.session()?.connection ?? null;
  return {
    say: async (game, typed) => {
      const nc = connection();
      if (!nc) return 'not connected: the chat waits for the server';
      const sent = await sendChat(nc, core.get().user, game, typed);
      return sent.ok ? null : sent.reason;
    },
    nudgeIn: async (game) => {
      const nc = connection();
      const head = core.get().views[game]?.campaign?.head ?? '';
      if (!nc) return 'not connected: a nudge waits for the server';
      const sent = await sendNudge(nc, core.get().user, game);
      // Refused as already sent for this step: the button goes as well.
      if (sent.ok || /once in this step/.test(sent.reason)) core.set((s) => ({ nudged: { ...s.nudged, [game]: head } }));
      return sent.ok ? null : sent.reason;
    },
  };
}
