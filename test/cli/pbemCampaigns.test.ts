import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTable, pbem, playPhase, readJson, resolve, sendOrders, sendReveal, standing, type Table } from './pbemHarness.ts';

// Whole campaigns by e-mail driven from files alone through `karnage pbem`: keys, the campaign, every
// player's orders and reveals, the referee's resolutions, and the published pack that anyone verifies.

const attack = (unit: string, col: number, row: number) => ({ type: 'ATTACK', unit, target: { col, row } });
const move = (unit: string, col: number, row: number) => ({ type: 'MOVE', unit, path: [{ col, row }] });
const defend = (unit: string) => ({ type: 'DEFEND', unit });

/** The publications of the campaign file, as its players read them. */
const publications = (table: Table): any[] => readJson(table.campaign).publications.map((p: any) => p.document);

async function publishAndVerify(table: Table): Promise<any> {
  const out = join(table.dir, 'site');
  await pbem('publish', '--campaign', table.campaign, '--out-dir', out);
  expect(readFileSync(join(out, 'campaign.json'), 'utf8')).toBe(readFileSync(table.campaign, 'utf8'));
  const page = readFileSync(join(out, 'index.html'), 'utf8');
  expect(page).toMatch(/^<!doctype html>/);
  const verified = await standing(join(out, 'campaign.json'));
  expect(page).toContain(verified.headline);
  return { verified, page };
}

describe('karnage pbem: whole campaigns from files', () => {
  it('a week campaign: four players, three weeks, a stand-off, missing orders and a withheld reveal', async () => {
    const table = await openTable('week', 4);
    expect(statSync(table.key('ann')).mode & 0o777).toBe(0o600);

    // Week 1: Bob and Dan both move into (5,2), a stand-off; Ann attacks.
    const week1 = await playPhase(table, { ann: [attack('a1', 2, 0)], bob: [move('b2', 5, 2)], cara: [defend('c2')], dan: [move('d2', 5, 2)] }, [
      '--reveals-due',
      'Thursday 18:00',
    ]);
    expect(week1[0]).toMatch(/orders closed, commitments published/);
    expect(week1[0]).toContain('Reveals due by Thursday 18:00.');
    expect(week1[0]?.match(/stand-off at \(5,2\)/g)).toHaveLength(2);
    expect(week1[1]).toMatch(/Seed \d+ from 4 reveals and the referee's secret\./);
    expect(week1[1]).toContain('Next: Week 2 — orders awaited from Ann, Bob, Cara and Dan.');
    const closedWeek1 = publications(table)[1];
    expect(closedWeek1).toMatchObject({ step: 'closed', revealsDueBy: 'Thursday 18:00' });
    expect(Object.keys(closedWeek1.commitments).sort()).toEqual(['ann', 'bob', 'cara', 'dan', 'referee']);
    // The referee keeps no secret file: its key makes the secret again at the reveals.
    expect(readdirOf(table).filter((name) => name.startsWith('campaign.'))).toEqual(['campaign.json']);

    // Week 2: Cara sends nothing; her deadline passes and her units hold.
    const week2 = await playPhase(table, { ann: [move('a2', 1, 2)], bob: [defend('b2')], dan: [move('d1', 4, 0)] }, ['--deadline-passed']);
    expect(week2[0]).toContain('Missing orders: cara (their units hold).');
    expect(publications(table)[3].missingOrders).toEqual(['cara']);

    // Week 3: Dan attacks Cara; Cara withholds her reveal and the referee resolves without it.
    const { awaiting } = await standing(table.campaign);
    expect(awaiting).toEqual(['ann', 'bob', 'cara', 'dan']);
    await withheldReveal(table, { ann: [move('a2', 0, 2)], bob: [defend('b2')], cara: [defend('c2')], dan: [attack('d1', 3, 0)] }, 'cara');
    const last = publications(table).at(-1);
    expect(last).toMatchObject({ step: 'resolved', turn: 3, missingReveals: ['cara'], dice: { kind: 'commit-reveal' } });
    expect(last.reveals.map((r: any) => r.signer)).toEqual(['ann', 'bob', 'dan']);

    const { verified, page } = await publishAndVerify(table);
    expect(verified).toMatchObject({ gameId: 'war-week', schedule: 'week', turn: 4, stage: 'orders', publications: 7 });
    expect(page).toContain('missing reveals: Cara (left out of the seed)');
    expect(page).toContain('<bdi>Ann</bdi>, <bdi>Bob</bdi>, <bdi>Cara</bdi>, <bdi>Dan</bdi> to play');
  });

  it('turn by turn: three players, two rounds, one turn settled with typed dice', async () => {
    const table = await openTable('turn-by-turn', 3);
    // Ann's turn with the referee's physical dice: resolved at once, no commitments.
    const typed = await playPhase(table, { ann: [attack('a1', 2, 0)] }, ['--rolls', '6,1']);
    expect(typed).toHaveLength(1);
    expect(typed[0]).toContain('Physical dice, typed by the referee: 6, 1.');
    expect(typed[0]).toContain("Ann's Footmen attacked Bob's Grunts: 6 against 1, the attack wins");
    expect(publications(table)[1]).toMatchObject({ step: 'resolved', dice: { kind: 'typed', faces: [6, 1] }, commitments: {} });

    const plans: Record<string, object[]>[] = [
      { bob: [defend('b2')] },
      { cara: [move('c2', 7, 2)] },
      { ann: [move('a2', 1, 2)] },
      { bob: [] },
      { cara: [defend('c1')] },
    ];
    for (const plan of plans) {
      const printed = await playPhase(table, plan);
      expect(printed).toHaveLength(2);
      expect(printed[1]).toMatch(/Seed \d+ from 1 reveal and the referee's secret\./);
    }

    // Turn 7: the orders close with commitments; then typed dice cannot settle it, only the reveals.
    const turn7 = await sendOrders(table, 'ann', []);
    await resolve(table, [turn7.orders]);
    const reveal = await sendReveal(table, 'ann', turn7.secret);
    await expect(resolve(table, [], '--rolls', '6,1')).rejects.toThrow(/the reveals settle them, not typed dice/);
    expect((await resolve(table, [reveal])).out).toMatch(/Seed \d+ from 1 reveal/);

    const { verified } = await publishAndVerify(table);
    expect(verified).toMatchObject({ schedule: 'turn-by-turn', turn: 8, awaiting: ['bob'], headline: 'Turn 8 — orders awaited from Bob', publications: 14 });
  });

  it('a week with attacks after the midweek map: the moves resolve with no dice, then the attacks are committed', async () => {
    const table = await openTable('week-attacks-midweek', 2);
    const moves = await playPhase(table, { ann: [move('a2', 1, 2)], bob: [move('b2', 5, 2)] });
    expect(moves).toHaveLength(1);
    expect(moves[0]).toContain('No dice were rolled.');
    expect(moves[0]).toContain('Next: Week 1, attacks — orders awaited from Ann and Bob.');
    expect(readdirOf(table).filter((name) => name.endsWith('.secret.json'))).toEqual([]);

    const attacks = await playPhase(table, { ann: [attack('a1', 2, 0)], bob: [] });
    expect(attacks).toHaveLength(2);
    expect(attacks[0]).toMatch(/publication 2, turn 1 \(attacks\) orders closed/);
    expect(attacks[1]).toMatch(/Seed \d+ from 2 reveals/);
    const { verified } = await publishAndVerify(table);
    expect(verified).toMatchObject({ schedule: 'week-attacks-midweek', turn: 2, phase: 'orders', publications: 4 });
  });
});

const readdirOf = (table: Table): string[] => readdirSync(table.dir);

/** A phase where `withholder` never reveals: the referee waits, then resolves once the deadline has passed. */
async function withheldReveal(table: Table, orders: Record<string, object[]>, withholder: string): Promise<void> {
  const sent = [];
  for (const [player, plan] of Object.entries(orders)) sent.push({ player, ...(await sendOrders(table, player, plan)) });
  await resolve(
    table,
    sent.map((s) => s.orders),
  );
  const reveals = [];
  for (const { player, secret } of sent) if (player !== withholder) reveals.push(await sendReveal(table, player, secret));
  await expect(resolve(table, reveals)).rejects.toThrow(`waiting for reveals from ${withholder}`);
  const printed = await resolve(table, reveals, '--deadline-passed');
  expect(printed.out).toContain(`missing reveals: ${withholder.charAt(0).toUpperCase()}${withholder.slice(1)} (left out of the seed)`);
}
