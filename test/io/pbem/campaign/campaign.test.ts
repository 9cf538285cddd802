import { describe, expect, it } from 'vitest';
import { openCampaignFile } from '../../../../src/io/pbem/campaign/openCampaign.ts';
import { writeOrders, writeReveal } from '../../../../src/io/pbem/campaign/player.ts';
import { closeOrders, resolveReveals } from '../../../../src/io/pbem/campaign/referee.ts';
import type { Campaign } from '../../../../src/io/pbem/campaign/stage.ts';
import type { PlannableOrder } from '../../../../src/rules/index.ts';
import { newCampaign, type Participants } from '../../../support/pbemCampaign.ts';

const NOW = '2026-12-02T09:00:00Z';

/** One phase with commit-reveal dice: every awaited player sends these orders, reveals, and the referee resolves. */
async function playRound(campaign: Campaign, people: Participants, orders: Record<string, PlannableOrder[]>): Promise<Campaign> {
  const { stage } = campaign;
  if (stage.kind !== 'orders') throw new Error(`expected orders, got ${stage.kind}`);
  const files = [];
  const secrets: Record<string, string> = {};
  for (const id of stage.from) {
    const player = people.players[id];
    if (!player) throw new Error(id);
    const written = await writeOrders(campaign, player, orders[id] ?? []);
    if (!written.ok) throw new Error(written.reason);
    files.push(written.file);
    if (written.secret) secrets[id] = written.secret;
  }
  const closed = await closeOrders(campaign, files.reverse(), people.referee, { now: NOW });
  if (!closed.ok) throw new Error(closed.reason);
  if (!closed.refereeSecret) return closed.campaign;
  const reveals = [];
  for (const id of Object.keys(secrets)) {
    const written = await writeReveal(closed.campaign, people.players[id]!, secrets[id]!);
    if (!written.ok) throw new Error(written.reason);
    reveals.push(written.file);
  }
  const resolved = await resolveReveals(closed.campaign, reveals, people.referee, closed.refereeSecret, { now: NOW });
  if (!resolved.ok) throw new Error(resolved.reason);
  return resolved.campaign;
}

describe('a campaign by e-mail, through the pure API', () => {
  it('turn by turn: three players, each turn committed, revealed, resolved, and the whole file verifies', async () => {
    let { campaign, people } = await newCampaign('turn-by-turn', 3);
    expect(campaign.stage).toMatchObject({ kind: 'orders', from: ['ann'] });
    campaign = await playRound(campaign, people, { ann: [{ type: 'ATTACK', player: 'ann', unit: 'a1', target: { col: 2, row: 0 } }] });
    expect(campaign.stage).toMatchObject({ kind: 'orders', from: ['bob'] });
    const last = campaign.publications.at(-1)!;
    expect(last.dice.kind).toBe('commit-reveal');
    expect(last.report.some((line) => line.includes('Footmen'))).toBe(true);
    campaign = await playRound(campaign, people, { bob: [{ type: 'DEFEND', player: 'bob', unit: 'b2' }] });
    campaign = await playRound(campaign, people, { cara: [] });
    expect(campaign.stage).toMatchObject({ kind: 'orders', from: ['ann'] });
    const again = await openCampaignFile(JSON.parse(JSON.stringify(campaign.file)));
    expect(again.ok).toBe(true);
    expect(campaign.publications).toHaveLength(7);
  });

  it('a simultaneous week: four players, the midweek map, then the fights', async () => {
    let { campaign, people } = await newCampaign('week', 4);
    expect(campaign.stage).toMatchObject({ kind: 'orders', from: ['ann', 'bob', 'cara', 'dan'] });
    campaign = await playRound(campaign, people, {
      ann: [{ type: 'ATTACK', player: 'ann', unit: 'a1', target: { col: 2, row: 0 } }],
      bob: [{ type: 'MOVE', player: 'bob', unit: 'b2', path: [{ col: 5, row: 2 }] }],
      dan: [{ type: 'MOVE', player: 'dan', unit: 'd2', path: [{ col: 5, row: 2 }] }],
    });
    const closed = campaign.publications.at(-2)!;
    expect(closed.step).toBe('closed');
    expect(closed.report.filter((l) => l.includes('stand-off'))).toEqual([
      "Bob's Grunts did not move: stand-off at (5,2): Grunts of Bob and Axemen of Dan all moved there, so none entered",
      "Dan's Axemen did not move: stand-off at (5,2): Grunts of Bob and Axemen of Dan all moved there, so none entered",
    ]);
    expect(campaign.publications.at(-1)!.step).toBe('resolved');
    expect(campaign.stage).toMatchObject({ kind: 'orders', turn: 2 });
  });
});
