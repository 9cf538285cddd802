import { copyFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileText } from '../../src/io/pbem/campaign/fileText.ts';
import { freshSecret } from '../../src/io/pbem/commitReveal.ts';
import { importPrivateKey } from '../../src/io/pbem/keys.ts';
import { signDocument } from '../../src/io/pbem/signedFile.ts';
import { cliAsync } from '../support/runCli.ts';
import { openTable, pbem, readJson, resolve, sendOrders, sendReveal, snapshot, standing, type Table } from './pbemHarness.ts';

// Every file the referee or a player must refuse, through `karnage pbem`: exit 1, one line naming the
// file and the reason, and not one byte changed in the directory. The steps run in order on one campaign.

let table: Table;
type FileName = 'other' | 'ann' | 'annSecret' | 'annAgain' | 'bob' | 'bobSecret' | 'cara' | 'caraSecret' | 'turn1' | 'annReveal' | 'bobReveal';
/** The files the steps share, by role; filled in as they are made. */
const files = {} as Record<FileName, string>;

/** Runs a command that must be refused: exit 1, one line on stderr matching `reason`, nothing printed or changed. */
async function expectRefused(args: readonly string[], reason: RegExp | string): Promise<string> {
  const before = snapshot(table.dir);
  const ran = await cliAsync('pbem', ...args);
  expect(ran.err).toMatch(reason);
  expect(ran.code).toBe(1);
  expect(ran.out).toBe('');
  expect(ran.err.trimEnd().split('\n')).toHaveLength(1);
  expect(snapshot(table.dir)).toEqual(before);
  return ran.err;
}

const resolveArgs = (sent: readonly string[], ...options: string[]) => [
  'resolve',
  '--key',
  table.key('referee'),
  '--campaign',
  table.campaign,
  ...sent,
  ...options,
];

/** A file signed with `id`'s real key, as a player (or someone with their key) could make outside the command line. */
async function forge(id: string, document: unknown, name: string): Promise<string> {
  const privateKey = await importPrivateKey(readJson(table.key(id)).privateKey);
  writeFileSync(table.at(name), fileText(await signDocument(document, privateKey, id)));
  return table.at(name);
}

beforeAll(async () => {
  table = await openTable('week', 3, 'war');
  // A second campaign between the same people, with the same keys.
  const players = ['ann', 'bob', 'cara'].flatMap((id) => ['--player', `${id}=@${table.key(id)}`]);
  files.other = table.at('other.json');
  await pbem(
    'new',
    '--key',
    table.key('referee'),
    '--scenario',
    table.at('war3.karnage.json'),
    ...players,
    '--schedule',
    'week',
    '--id',
    'other',
    '--out',
    files.other,
  );
  const ann = await sendOrders(table, 'ann', [{ type: 'ATTACK', unit: 'a1', target: { col: 2, row: 0 } }]);
  Object.assign(files, { ann: ann.orders, annSecret: ann.secret });
  files.annAgain = (await sendOrders(table, 'ann', [], 'ann-again-orders.json')).orders;
  const bob = await sendOrders(table, 'bob', []);
  Object.assign(files, { bob: bob.orders, bobSecret: bob.secret });
  const cara = await sendOrders(table, 'cara', [{ type: 'DEFEND', unit: 'c2' }]);
  Object.assign(files, { cara: cara.orders, caraSecret: cara.secret });
  files.turn1 = table.at('turn1.json');
  copyFileSync(table.campaign, files.turn1);
});

describe('karnage pbem refuses, and changes nothing', () => {
  it('a second orders file from the same player', async () => {
    await expectRefused(resolveArgs([files.ann, files.annAgain, files.bob, files.cara]), /ann-again-orders\.json: a second orders file from ann for turn 1$/m);
  });

  it('an orders file edited after it was signed', async () => {
    const edited = readJson(files.ann);
    edited.document.orders[0].target.col = 1;
    writeFileSync(table.at('edited-orders.json'), JSON.stringify(edited));
    await expectRefused(resolveArgs([table.at('edited-orders.json'), files.bob, files.cara]), /edited-orders\.json: bad signature/);
  });

  it("orders for another player's units: from the command line, and in a file signed outside it", async () => {
    const out = table.at('sneaky-orders.json');
    const orders = JSON.stringify([{ type: 'MOVE', unit: 'b2', path: [{ col: 5, row: 2 }] }]);
    await expectRefused(
      ['orders', '--key', table.key('ann'), '--campaign', table.campaign, '--orders', orders, '--out', out],
      /order 1 \(MOVE of b2\) is refused/,
    );
    const document = { ...readJson(files.ann).document, orders: [{ type: 'MOVE', player: 'ann', unit: 'b2', path: [{ col: 5, row: 2 }] }] };
    const forged = await forge('ann', document, 'forged-orders.json');
    await expectRefused(resolveArgs([forged, files.bob, files.cara]), /forged-orders\.json: ann's file orders unit "b2", which is bob's/);
  });

  it('orders for another campaign', async () => {
    const { orders } = await sendOrders({ ...table, campaign: files.other }, 'ann', [], 'ann-other-orders.json');
    await expectRefused(resolveArgs([orders, files.bob, files.cara]), /ann-other-orders\.json: orders for the campaign "other", not "war"/);
  });

  it('a malformed file, a re-spaced one, and one that is not signed', async () => {
    writeFileSync(table.at('broken.json'), '{"document": {"kind": "orders"');
    await expectRefused(resolveArgs([table.at('broken.json')]), /broken\.json: /);
    // Re-spaced, it says the same and its signature still checks; but it is not the text Karnage wrote.
    writeFileSync(table.at('respaced.json'), JSON.stringify(readJson(files.ann), null, 2));
    await expectRefused(resolveArgs([table.at('respaced.json'), files.bob, files.cara]), /respaced\.json: the file is not as Karnage wrote it/);
    writeFileSync(table.at('unsigned.json'), JSON.stringify(readJson(files.ann).document));
    await expectRefused(resolveArgs([table.at('unsigned.json'), files.bob, files.cara]), /unsigned\.json: malformed signed file/);
  });

  it('closing before every orders file is in, unless the deadline has passed', async () => {
    await expectRefused(resolveArgs([files.ann, files.bob]), /waiting for orders from cara; once their deadline has passed, close without them/);
    await expectRefused(
      ['reveal', '--key', table.key('ann'), '--campaign', table.campaign, '--secret', files.annSecret, '--out', table.at('early.json')],
      /no reveals are due/,
    );
    await resolve(table, [files.ann, files.bob, files.cara]);
    expect((await standing(table.campaign)).stage).toBe('reveals');
  });

  it('a reveal that does not match its commitment: from the command line, and in a file signed outside it', async () => {
    const out = table.at('ann-reveal.json');
    const wrongSecret = table.at('wrong.secret.json');
    writeFileSync(wrongSecret, JSON.stringify({ ...readJson(files.annSecret), secret: freshSecret() }));
    await expectRefused(
      ['reveal', '--key', table.key('ann'), '--campaign', table.campaign, '--secret', wrongSecret, '--out', out],
      /does not match its commitment/,
    );
    await expectRefused(['reveal', '--key', table.key('ann'), '--campaign', table.campaign, '--secret', files.bobSecret, '--out', out], /is bob's secret/);
    files.annReveal = await sendReveal(table, 'ann', files.annSecret);
    files.bobReveal = await sendReveal(table, 'bob', files.bobSecret);
    const forged = await forge('ann', { ...readJson(files.annReveal).document, secret: freshSecret() }, 'forged-reveal.json');
    await expectRefused(resolveArgs([forged, files.bobReveal]), /forged-reveal\.json: the reveal of "ann" does not match its commitment for turn 1/);
  });

  it('resolving without a reveal before its deadline; after it, the reveal is recorded as missing', async () => {
    await expectRefused(resolveArgs([files.annReveal, files.bobReveal]), /waiting for reveals from cara; once their deadline has passed, resolve without them/);
    const { out } = await resolve(table, [files.annReveal, files.bobReveal], '--deadline-passed');
    expect(out).toContain('missing reveals: Cara (left out of the seed)');
    await pbem('publish', '--campaign', table.campaign, '--out-dir', table.at('site'));
    const published = readJson(table.at('site/campaign.json')).publications.at(-1).document;
    expect(published).toMatchObject({ step: 'resolved', missingReveals: ['cara'], dice: { kind: 'commit-reveal' } });
    expect(published.reveals.map((r: any) => r.signer)).toEqual(['ann', 'bob']);
  });

  it('orders for a stale turn, and for a future one', async () => {
    await expectRefused(resolveArgs([files.ann]), /ann-\d+-orders\.json: ann's orders for turn 1 are stale \(turn 2, publication 2\)/);
    const { orders } = await sendOrders(table, 'ann', [], 'ann-turn2-orders.json');
    const future = ['resolve', '--key', table.key('referee'), '--campaign', files.turn1, orders];
    await expectRefused(future, /ann-turn2-orders\.json: ann's orders for turn 2 are for a future turn \(turn 1, publication 0\)/);
  });
});
