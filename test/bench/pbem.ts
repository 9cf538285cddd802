// Play by e-mail: how long it takes to check a whole campaign (every signature, hash, seed, map and
// report replayed), how long each referee step takes (each re-checks the campaign it writes), and how
// big the file grows. A year of weekly play by four players, with random legal orders.
import { openCampaignText } from '../../src/io/pbem/campaign/openCampaign.ts';
import { fileText } from '../../src/io/pbem/campaign/fileText.ts';
import { writeOrders, writeReveal } from '../../src/io/pbem/campaign/player.ts';
import { closeOrders, createCampaign, resolveReveals } from '../../src/io/pbem/campaign/referee.ts';
import type { Campaign } from '../../src/io/pbem/campaign/stage.ts';
import { takeOrdersFrom, type PlannableOrder } from '../../src/rules/index.ts';
import { participant } from '../support/pbemCampaign.ts';
import { makeRng, randomOrders, randomScenario } from '../support/randomPlay.ts';
import { median, row, type BenchRow, type BenchSuite } from './harness.ts';

const WEEKS = 52;
const NOW = '2026-12-01T09:00:00Z';

async function weekOf(
  campaign: Campaign,
  people: Awaited<ReturnType<typeof participant>>[],
  referee: Awaited<ReturnType<typeof participant>>,
  rng: ReturnType<typeof makeRng>,
) {
  const { stage } = campaign;
  if (stage.kind !== 'orders') throw new Error(`expected orders, not ${stage.kind}`);
  const files = [];
  const secrets = new Map<string, string>();
  for (const id of stage.from) {
    const planning = takeOrdersFrom(campaign.start, id);
    const orders = typeof planning === 'string' ? [] : randomOrders(planning, rng).filter((o): o is PlannableOrder => o.type !== 'END_TURN');
    const written = await writeOrders(campaign, people.find((p) => p.id === id)!, orders);
    if (!written.ok) throw new Error(written.reason);
    files.push(written.file);
    if (written.secret) secrets.set(id, written.secret);
  }
  const started = performance.now();
  const closed = await closeOrders(campaign, files, referee, { now: NOW });
  if (!closed.ok) throw new Error(closed.reason);
  const reveals = [];
  for (const [id, secret] of secrets) {
    const written = await writeReveal(closed.campaign, people.find((p) => p.id === id)!, secret);
    if (written.ok) reveals.push(written.file);
  }
  const resolved = await resolveReveals(closed.campaign, reveals, referee, closed.refereeSecret ?? null, { now: NOW });
  if (!resolved.ok) throw new Error(resolved.reason);
  return { campaign: resolved.campaign, refereeMs: performance.now() - started };
}

export const pbemSuite: BenchSuite = {
  name: 'PBEM: play by e-mail (4 players, weekly, random legal orders)',
  async run(): Promise<BenchRow[]> {
    const referee = await participant('referee');
    const scenario = randomScenario(4, 24, 24, 7);
    const people = await Promise.all(scenario.players.map((p) => participant(p.id)));
    const made = await createCampaign({ gameId: 'bench', name: 'Bench', schedule: 'week', scenario, referee, players: people, now: NOW });
    if (!made.ok) throw new Error(made.reason);
    let campaign = made.campaign;
    const rng = makeRng(11);
    const steps: number[] = [];
    for (let week = 0; week < WEEKS && campaign.stage.kind === 'orders'; week++) {
      const next = await weekOf(campaign, people, referee, rng);
      campaign = next.campaign;
      steps.push(next.refereeMs);
    }
    const text = fileText(campaign.file);
    const checks: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const opened = await openCampaignText(text);
      checks.push(performance.now() - started);
      if (!opened.ok) throw new Error(opened.reason);
    }
    const weeks = steps.length;
    return [
      row(`check a whole campaign of ${weeks} weeks (${campaign.publications.length} publications)`, Math.round(median(checks)), 'ms', { below: 2000 }),
      row('referee: close and resolve one week, late in the campaign (median of the last 5)', Math.round(median(steps.slice(-5))), 'ms', { below: 2000 }),
      row('campaign file size', Math.round(text.length / 1024), 'KB', undefined, `${Math.round(text.length / weeks / 1024)} KB a week`),
    ];
  },
};
