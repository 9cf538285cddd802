// The notice that another tab saves here goes once that tab has gone (src/state/otherTabs.ts): its goodbye on
// the tabs' channel takes it down at once, and a tab killed without one is taken as gone once it has been silent
// long enough. Tested as the pure watch, then with Node's own BroadcastChannel, as the browser's tabs use it.
import { describe, expect, test } from 'vitest';
import { createTabWatch, SILENT_MS, watchOtherTabs, type TabChannel } from '../../src/state/otherTabs.ts';

describe('what a tab knows of the others', () => {
  test('the goodbye of the last other tab playing takes the notice down', () => {
    const watch = createTabWatch('me');
    watch.heard({ kind: 'playing', tab: 'b' }, 0);
    watch.heard({ kind: 'playing', tab: 'c' }, 0);
    watch.noted(10);
    expect(watch.heard({ kind: 'gone', tab: 'b' }, 20)).toBe(false); // c still plays, and saves
    expect(watch.heard({ kind: 'gone', tab: 'c' }, 30)).toBe(true);
    // Once down, it stays down until another save.
    expect(watch.check(SILENT_MS * 2)).toBe(false);
  });

  test('a tab that falls silent is gone once silent for SILENT_MS; a tab still beating keeps the notice', () => {
    const watch = createTabWatch('me');
    watch.heard({ kind: 'playing', tab: 'b' }, 0);
    watch.noted(0);
    watch.heard({ kind: 'playing', tab: 'b' }, SILENT_MS - 1);
    expect(watch.check(SILENT_MS + 10)).toBe(false);
    expect(watch.check(2 * SILENT_MS - 2)).toBe(false);
    expect(watch.check(2 * SILENT_MS - 1)).toBe(true);
  });

  test('a save from a tab never heard on the channel keeps the notice for SILENT_MS', () => {
    const watch = createTabWatch('me');
    watch.noted(100);
    expect(watch.check(100 + SILENT_MS - 1)).toBe(false);
    expect(watch.check(100 + SILENT_MS)).toBe(true);
  });

  test('its own messages, and anything else on the channel, are not another tab', () => {
    const watch = createTabWatch('me');
    watch.noted(0);
    for (const junk of [{ kind: 'playing', tab: 'me' }, null, 'gone', { kind: 'gone' }, { kind: 'left', tab: 'b' }, { kind: 'playing', tab: 'x'.repeat(65) }]) {
      expect(watch.heard(junk, 1)).toBe(false);
    }
    // Nothing was heard of another tab: a goodbye from one that was never heard still takes the notice down.
    expect(watch.heard({ kind: 'gone', tab: 'b' }, 2)).toBe(true);
  });
});

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(done()).toBe(true);
};

describe('tabs on a BroadcastChannel', () => {
  test('the notice goes when the other tab leaves its game, and when a tab is killed mid-game', async () => {
    const name = `karnage.tabs.test.${Math.random()}`;
    const open = () => new BroadcastChannel(name) as unknown as TabChannel;
    let gone = 0;
    const mine = watchOtherTabs({ isPlaying: () => true, onNoticeGone: () => gone++, channel: open(), heartbeatMs: 10, silentMs: 200 });
    let otherPlays = true;
    const other = watchOtherTabs({ isPlaying: () => otherPlays, onNoticeGone: () => {}, channel: open(), heartbeatMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    mine.noted();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gone).toBe(0);
    // The other tab leaves its game: its beat says goodbye.
    otherPlays = false;
    other.beat();
    await until(() => gone === 1);

    // A third tab plays, then stops beating without a word (killed): gone once silent for silentMs.
    const third = watchOtherTabs({ isPlaying: () => true, onNoticeGone: () => {}, channel: open(), heartbeatMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    mine.noted();
    third.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(gone).toBe(1);
    await until(() => gone === 2);
    for (const tab of [mine, other]) tab.stop();
  });

  test('without BroadcastChannel nothing is watched, and nothing breaks', () => {
    const tabs = watchOtherTabs({ isPlaying: () => true, onNoticeGone: () => {}, channel: null });
    tabs.noted();
    tabs.beat();
    tabs.stop();
  });
});
