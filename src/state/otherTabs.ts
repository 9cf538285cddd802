// Two tabs of one browser share the autosave's one slot: when another tab saves there, this one says so
// (./autosaveSubscriber.ts, noteOtherTabSave). The notice goes once that tab has gone. Each tab with a game in
// progress says so on a BroadcastChannel now and then ("playing"), and says "gone" when it closes or leaves its
// game; a tab that was killed is taken as gone once it has been silent for longer than a hidden tab's timers may
// wait (browsers run those as seldom as once a minute).

export const TABS_CHANNEL = 'karnage.tabs';
export const HEARTBEAT_MS = 5_000;
export const SILENT_MS = 75_000;

export interface TabMessage {
  readonly kind: 'playing' | 'gone';
  readonly tab: string;
}

function isTabMessage(value: unknown): value is TabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, tab } = value as Partial<TabMessage>;
  return (kind === 'playing' || kind === 'gone') && typeof tab === 'string' && tab.length <= 64;
}

/** What one tab knows of the others that play, and of the notice that another tab saved. */
export interface TabWatch {
  /** A message on the channel; true when the notice should go now (the last tab playing said goodbye). */
  heard(message: unknown, now: number): boolean;
  /** Another tab saved: the notice is up from `now`. */
  noted(now: number): void;
  /** True when the notice should go now: every other tab silent since it went up. */
  check(now: number): boolean;
}

/** The watch of tab `self` (its own messages are not another tab's). */
export function createTabWatch(self: string, silentMs = SILENT_MS): TabWatch {
  const lastHeard = new Map<string, number>();
  let notedAt: number | null = null;
  const othersPlaying = (now: number): boolean => {
    for (const [tab, at] of lastHeard) if (now - at >= silentMs) lastHeard.delete(tab);
    return lastHeard.size > 0;
  };
  const settle = (now: number, gone: boolean): boolean => {
    if (notedAt === null || othersPlaying(now) || (!gone && now - notedAt < silentMs)) return false;
    notedAt = null;
    return true;
  };
  return {
    heard(message, now) {
      if (!isTabMessage(message) || message.tab === self) return false;
      if (message.kind === 'playing') {
        lastHeard.set(message.tab, now);
        return false;
      }
      lastHeard.delete(message.tab);
      return settle(now, true);
    },
    noted(now) {
      notedAt = now;
    },
    check: (now) => settle(now, false),
  };
}

/** The part of BroadcastChannel used here. */
export interface TabChannel {
  postMessage(message: TabMessage): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

export interface TabWatchOptions {
  /** Whether this tab has a game in progress (and so saves). */
  readonly isPlaying: () => boolean;
  /** Every other tab that saved here has gone: the notice goes. */
  readonly onNoticeGone: () => void;
  readonly channel?: TabChannel | null;
  readonly heartbeatMs?: number;
  readonly silentMs?: number;
  readonly now?: () => number;
}

export interface OtherTabs {
  /** Another tab saved here (a storage event). */
  noted(): void;
  /** Says at once whether this tab plays (a game begun or left), and checks on the others. */
  beat(): void;
  stop(): void;
}

function openChannel(): TabChannel | null {
  return typeof BroadcastChannel === 'function' ? (new BroadcastChannel(TABS_CHANNEL) as unknown as TabChannel) : null;
}

/** This tab on the channel: its heartbeat, its goodbye, and the other tabs' (none without BroadcastChannel: the notice stays). */
export function watchOtherTabs(options: TabWatchOptions): OtherTabs {
  const { isPlaying, onNoticeGone, heartbeatMs = HEARTBEAT_MS, now = Date.now } = options;
  const channel = options.channel === undefined ? openChannel() : options.channel;
  if (!channel) return { noted() {}, beat() {}, stop() {} };
  const self = `${Math.random().toString(36).slice(2)}${now().toString(36)}`;
  const watch = createTabWatch(self, options.silentMs);
  let playing = false;
  const beat = () => {
    const nowPlaying = isPlaying();
    if (nowPlaying || playing) channel.postMessage({ kind: nowPlaying ? 'playing' : 'gone', tab: self });
    playing = nowPlaying;
    if (watch.check(now())) onNoticeGone();
  };
  const goodbye = () => {
    if (playing) channel.postMessage({ kind: 'gone', tab: self });
    playing = false;
  };
  channel.onmessage = (event) => {
    if (watch.heard(event.data, now())) onNoticeGone();
  };
  const timer = setInterval(beat, heartbeatMs);
  const page = typeof window === 'undefined' ? null : window;
  page?.addEventListener('pagehide', goodbye);
  page?.addEventListener('pageshow', beat);
  beat();
  return {
    noted: () => watch.noted(now()),
    beat,
    stop() {
      clearInterval(timer);
      page?.removeEventListener('pagehide', goodbye);
      page?.removeEventListener('pageshow', beat);
      channel.onmessage = null;
      channel.close();
    },
  };
}
