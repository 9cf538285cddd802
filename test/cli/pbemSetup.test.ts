import { publicKeyCardText } from '../../src/io/pbem/publicKeyCard.ts';
import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, cliAsync } from '../support/runCli.ts';
import { openTable, pbem, readJson, snapshot, standing, type Table } from './pbemHarness.ts';

// Keys and the opening of a campaign on the command line: what is made, and what is refused (exit 1 and
// nothing written, or exit 2 and the usage for a command line not understood).

let table: Table;

beforeAll(async () => {
  table = await openTable('turn-by-turn', 2, 'setup');
});

async function expectRefused(args: readonly string[], reason: RegExp, code = 1): Promise<void> {
  const before = snapshot(table.dir);
  const ran = await cliAsync('pbem', ...args);
  expect(ran.err).toMatch(reason);
  expect(ran.code).toBe(code);
  expect(ran.out).toBe('');
  if (code === 1) expect(ran.err.trimEnd().split('\n')).toHaveLength(1);
  else expect(ran.err).toContain('karnage pbem keygen --id alice');
  expect(snapshot(table.dir)).toEqual(before);
}

const players = () => ['--player', `ann=@${table.key('ann')}`, '--player', `bob=@${table.key('bob')}`];
const newArgs = (out: string, ...more: string[]) => ['new', '--key', table.key('referee'), '--schedule', 'week', '--id', 'g', '--out', table.at(out), ...more];

describe('karnage pbem new', () => {
  it('opens a campaign on a map file: the --player ids take its starts, by race from the map or --races', async () => {
    const map = cli('generate', '--size', '16x12', '--seed', '7', '--races', 'humans,orcs');
    expect(map.code).toBe(0);
    writeFileSync(table.at('map.json'), map.out);
    await pbem(...newArgs('on-map.json', '--scenario', table.at('map.json'), ...players(), '--name', 'Border war'));
    const opening = readJson(table.at('on-map.json')).campaign.document;
    expect(opening).toMatchObject({ name: 'Border war', schedule: 'week', referee: 'referee' });
    expect(opening.scenario.players.map((p: any) => [p.id, p.name, p.race])).toEqual([
      ['ann', 'Ann', 'humans'],
      ['bob', 'Bob', 'orcs'],
    ]);
    expect(await standing(table.at('on-map.json'))).toMatchObject({ stage: 'orders', awaiting: ['ann', 'bob'] });
    // status names every unit, so a player can write orders for theirs.
    const status = (await pbem('status', table.at('on-map.json'))).json();
    expect(status.players.map((p: any) => p.units.map((u: any) => u.id))).toEqual([
      ['u1', 'u2', 'u3'],
      ['u4', 'u5', 'u6'],
    ]);
    expect(status.players[0].buildings).toEqual([{ type: 'keep', at: opening.scenario.buildings[0].at }]);
    await pbem(...newArgs('elves.json', '--scenario', table.at('map.json'), ...players(), '--races', 'elves,dwarves'));
    expect(readJson(table.at('elves.json')).campaign.document.scenario.players.map((p: any) => p.race)).toEqual(['elves', 'dwarves']);
  });

  it('takes a public key as text, as @file of the line keygen printed, or from a key file', async () => {
    const annKey = readJson(table.key('ann')).publicKey;
    writeFileSync(table.at('bob.pub'), `bob=${readJson(table.key('bob')).publicKey}\n`);
    const args = ['--scenario', table.at('war2.karnage.json'), '--player', `ann=${annKey}`, '--player', `bob=@${table.at('bob.pub')}`];
    await pbem(...newArgs('keys.json', ...args));
    expect(readJson(table.at('keys.json')).campaign.document.keys.map((k: any) => k.id)).toEqual(['referee', 'ann', 'bob']);
  });

  it("takes the public key file the browser's keys screen saves, and refuses one of another player", async () => {
    const bobKey = readJson(table.key('bob')).publicKey;
    writeFileSync(table.at('bob-card.json'), publicKeyCardText('bob', bobKey));
    const game = ['--scenario', table.at('war2.karnage.json'), '--player', `ann=@${table.key('ann')}`];
    await pbem(...newArgs('cards.json', ...game, '--player', `bob=@${table.at('bob-card.json')}`));
    expect(readJson(table.at('cards.json')).campaign.document.keys[2]).toEqual({ id: 'bob', publicKey: bobKey });
    writeFileSync(table.at('ann-card.json'), publicKeyCardText('ann', bobKey));
    await expectRefused(newArgs('x.json', ...game, '--player', `bob=@${table.at('ann-card.json')}`), /is the key of "ann", not of "bob"/);
  });

  it('refuses what does not fit, writing nothing', async () => {
    const game = ['--scenario', table.at('war2.karnage.json')];
    await expectRefused(newArgs('campaign.json', ...game, ...players()), /--out .*campaign\.json already exists: it is never overwritten/);
    await expectRefused(newArgs('x.json', ...game, '--player', `ann=@${table.key('ann')}`), /has the players ann, bob: give --player for exactly these/);
    await expectRefused(
      newArgs('x.json', ...game, '--player', `ann=@${table.key('bob')}`, '--player', `bob=@${table.key('bob')}`),
      /is the key of "bob", not of "ann"/,
    );
    await expectRefused(newArgs('x.json', ...game, ...players(), '--player', `referee=@${table.key('referee')}`), /also a player/);
    await expectRefused(
      newArgs('x.json', ...game, '--player', 'ann=short', '--player', `bob=@${table.key('bob')}`),
      /the public key of "ann": a public key must be/,
    );
    await expectRefused(newArgs('x.json', '--scenario', table.key('ann'), ...players()), /neither a game file .* nor a map file/);
    await expectRefused(
      ['new', '--key', table.key('referee'), ...game, ...players(), '--schedule', 'monthly', '--id', 'g', '--out', table.at('x.json')],
      /--schedule must be one of/,
      2,
    );
  });
});

describe('karnage pbem keygen and orders', () => {
  it('never overwrites a key, an orders file or a secret', async () => {
    await expectRefused(['keygen', '--id', 'ann', '--out', table.key('ann')], /already exists/);
    const orders = ['orders', '--key', table.key('ann'), '--campaign', table.campaign, '--orders', '[]'];
    await expectRefused([...orders, '--out', table.key('bob')], /--out .* already exists/);
    await expectRefused([...orders, '--out', table.at('new.json'), '--secret-out', table.key('bob')], /--secret-out .* already exists/);
  });

  it('refuses orders that are not the player’s to send', async () => {
    const orders = (json: string, key = 'ann') => [
      'orders',
      '--key',
      table.key(key),
      '--campaign',
      table.campaign,
      '--orders',
      json,
      '--out',
      table.at('o.json'),
    ];
    await expectRefused(orders('[{"type":"END_TURN"}]'), /order 1 is END_TURN, which no one sends/);
    await expectRefused(orders('[{"type":"DEFEND","player":"bob","unit":"b1"}]'), /order 1 is "bob"'s; these orders are signed by ann/);
    await expectRefused(orders('[{"type":"DEFEND","unit":"a1"}'), /--orders: not JSON/);
    await expectRefused(orders('[{"type":"DEFEND"}]'), /--orders: \[0\]\.unit/);
    await expectRefused(orders('[]', 'bob'), /no orders are due from bob now \(awaited: ann\)/);
    await expectRefused(
      ['orders', '--key', table.key('ann'), '--campaign', table.campaign, '--orders', '[]'],
      /orders needs --key, --campaign, --orders and --out/,
      2,
    );
  });
});
