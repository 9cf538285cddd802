import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { cliAsync } from '../support/runCli.ts';
import { championsCampaignScenario, HERO_ATTACK } from '../support/pbemDuel.ts';
import { pbem, resolve, sendOrders, sendReveal, standing, tempDir, type Table } from './pbemHarness.ts';

/** A turn-by-turn campaign for Ann and Bob on the Champions board, from files alone. */
async function championsTable(): Promise<Table> {
  const dir = tempDir();
  const at = (name: string) => join(dir, name);
  const key = (id: string) => at(`${id}.key.json`);
  const players: string[] = [];
  for (const id of ['referee', 'ann', 'bob']) {
    const made = await pbem('keygen', '--id', id, '--out', key(id));
    if (id !== 'referee') players.push('--player', made.out.trim());
  }
  const made = recordGame(championsCampaignScenario(), 0, []);
  if ('error' in made) throw new Error(made.error);
  writeFileSync(at('champions.karnage.json'), JSON.stringify(made.record));
  const campaign = at('campaign.json');
  await pbem(
    'new',
    '--key',
    key('referee'),
    '--scenario',
    at('champions.karnage.json'),
    ...players,
    '--schedule',
    'turn-by-turn',
    '--id',
    'duel-cli',
    '--out',
    campaign,
  );
  return { dir, campaign, at, key };
}

/** The duel-turn file `resolve` said it wrote, and for whom. */
function duelTurnIn(printed: string): { path: string; player: string } | null {
  const found = /^(.*\.json): (\w+)'s duel-turn; send it to \w+ alone/m.exec(printed);
  return found?.[1] && found[2] ? { path: found[1], player: found[2] } : null;
}

/** The duelist's move: the first attack or parry the rules take with one card of the hand, else nothing. */
async function move(table: Table, turn: { path: string; player: string }, out: string): Promise<string> {
  const args = ['duel', '--key', table.key(turn.player), '--campaign', table.campaign, '--turn', turn.path];
  const view = (await pbem(...args)).json();
  for (const maneuver of ['attack', 'parry']) {
    for (const card of view.hand) {
      const tried = await cliAsync('pbem', ...args, '--move', JSON.stringify({ registers: [{ maneuver, card }] }), '--out', out);
      if (tried.code === 0) return out;
      expect(tried.err).not.toMatch(/\n.+\n/);
    }
  }
  await pbem(...args, '--move', '{"registers":[]}', '--out', out);
  return out;
}

describe('karnage pbem: a duel by e-mail from files alone', () => {
  it('the referee writes each duel-turn for its duelist alone, takes the sealed moves, and the campaign verifies at the end', async () => {
    const table = await championsTable();
    const { orders, secret } = await sendOrders(table, 'ann', [HERO_ATTACK]);
    await resolve(table, [orders]);
    const printed = (await resolve(table, [await sendReveal(table, 'ann', secret)])).out;
    expect(printed).toMatch(/a duel begins/);
    let turn = duelTurnIn(printed);
    let moves: string[] = [];
    let steps = 0;
    while (turn && steps < 30) {
      expect(statSync(turn.path).mode & 0o077).toBe(0);
      const before = (await standing(table.campaign)).publications;
      moves.push(await move(table, turn, table.at(`move-${steps}-${turn.player}.json`)));
      const out = (await resolve(table, moves)).out;
      if ((await standing(table.campaign)).publications !== before) moves = [];
      turn = duelTurnIn(out);
      steps++;
    }
    const end = await standing(table.campaign);
    expect(end.stage).toBe('orders');
    expect(end.awaiting).toEqual(['bob']);
    const file = JSON.parse(readFileSync(table.campaign, 'utf8'));
    expect(file.publications.at(-1).document.dealSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(file.publications.filter((p: any) => p.document.step === 'duel').length).toBeGreaterThan(1);
  });

  it('refuses a move the rules refuse on its own, in one line, writing nothing', async () => {
    const table = await championsTable();
    const { orders, secret } = await sendOrders(table, 'ann', [HERO_ATTACK]);
    await resolve(table, [orders]);
    const turn = duelTurnIn((await resolve(table, [await sendReveal(table, 'ann', secret)])).out);
    if (!turn) throw new Error('no duel-turn');
    const out = table.at('bad-move.json');
    const base = ['pbem', 'duel', '--key', table.key(turn.player), '--campaign', table.campaign, '--turn', turn.path, '--out', out];
    const notInHand = await cliAsync(
      ...base,
      '--move',
      '{"registers":[{"maneuver":"attack","card":{"value":10,"hit":true}},{"maneuver":"attack","card":{"value":10,"hit":true}}]}',
    );
    expect(notInHand.code).toBe(1);
    expect(notInHand.err.trim().split('\n')).toHaveLength(1);
    const other = turn.player === 'ann' ? 'bob' : 'ann';
    const wrongKey = await cliAsync('pbem', 'duel', '--key', table.key(other), '--campaign', table.campaign, '--turn', turn.path);
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.err).toMatch(new RegExp(`this duel turn is ${turn.player}'s, not ${other}'s`));
    expect(() => statSync(out)).toThrow();
  });
});
