// Replay figures in headless Chromium: a 10,000-order game (random play, recorded in Node) is handed to
// the built app's replay viewer through its test hook (src/replay/replayDebugHook.ts); we time loading
// and verifying it, then jumps to random orders (the state rebuilt, and until the next painted frame).
import { buildAndServe } from './builtApp.ts';
import '../../src/replay/replayDebugHook.ts';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { launchBrowser } from '../e2e/browser.ts';
import { playRandomGame, randomScenario } from '../support/randomPlay.ts';
import { median, row, type BenchRow, type BenchSuite } from './harness.ts';

const ORDERS = 10_000;
const JUMPS = 40;

/** A long game: several players on a big map play on (a finished game starts another seed) to ORDERS orders. */
function longGameText(): { text: string; turns: number } {
  for (let seed = 1; seed < 50; seed++) {
    const scenario = randomScenario(4, 48, 36, seed);
    const game = playRandomGame(scenario, seed, ORDERS);
    if (game.orders.length < ORDERS) continue;
    const made = recordGame(scenario, seed, game.orders);
    if ('error' in made) throw new Error(made.error);
    return { text: JSON.stringify(made.record), turns: made.record.checkpoints.length };
  }
  throw new Error(`no random game lasted ${ORDERS} orders`);
}

export const replaySuite: BenchSuite = {
  name: 'Replay viewer (headless Chromium, 10,000-order game)',
  async run(): Promise<BenchRow[]> {
    const { text, turns } = longGameText();
    const { url, child } = await buildAndServe();
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(url, { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Start' }).waitFor();
      const loads: number[] = [];
      const parses: number[] = [];
      let message = '';
      // The first load also compiles the code paths; report the median of a few.
      for (let i = 0; i < 4; i++) {
        const opened = await page.evaluate((t) => window.__karnageReplay!.open(t, 'bench.karnage.json'), text);
        if (!opened.ok) throw new Error(opened.message);
        loads.push(opened.ms);
        parses.push(opened.loadMs);
        message = opened.message;
      }
      await page.waitForFunction(() => (window.__karnageBoard?.renderCount ?? 0) > 0, null, { timeout: 60_000 });
      const positions = Array.from({ length: JUMPS }, (_, i) => Math.floor(((i * 7919) % JUMPS) * (ORDERS / JUMPS) + ((i * 104729) % 97)));
      const store: number[] = [];
      const frame: number[] = [];
      for (const p of positions) {
        const jumped = await page.evaluate((to) => window.__karnageReplay!.jump(to), p);
        store.push(jumped.storeMs);
        frame.push(jumped.frameMs);
      }
      await page.close();
      return [
        row(
          'load + verify 10,000 orders',
          median(loads),
          'ms',
          { below: 1000 },
          `${message}; first run ${Math.round(loads[0]!)} ms; ${(text.length / 1e6).toFixed(2)} MB; ${turns} turns`,
        ),
        row('  of which JSON + schema (loadGameRecord)', median(parses), 'ms', undefined, `first run ${Math.round(parses[0]!)} ms`),
        row('load + verify, first time in the page', loads[0]!, 'ms', { below: 1000 }, 'cold JIT'),
        row('jump to an order: state (median)', median(store), 'ms', { below: 100 }, `${JUMPS} random positions`),
        row('jump to an order: state (max)', Math.max(...store), 'ms', { below: 100 }),
        row('jump to an order: to the painted frame (median)', median(frame), 'ms', { below: 100 }, 'React render + board draw + 2 animation frames'),
        row('jump to an order: to the painted frame (max)', Math.max(...frame), 'ms', { below: 100 }),
      ];
    } finally {
      await browser.close();
      child.kill();
    }
  },
};
