// Play by e-mail on the command line, driven from files in a temporary directory: a referee and players,
// each with a key file made by `karnage pbem keygen`, and the commands each of them runs.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { smallWar } from '../support/pbemCampaign.ts';
import { cliAsync } from '../support/runCli.ts';

export const PLAYERS = ['ann', 'bob', 'cara', 'dan'] as const;
export { smallWar };

export const tempDir = (): string => mkdtempSync(join(tmpdir(), 'karnage-pbem-'));

/** Writes the scenario as a saved game, the file `pbem new --scenario` takes. */
export function writeGameFile(dir: string, players: number): string {
  const made = recordGame(smallWar(players), 0, []);
  if ('error' in made) throw new Error(made.error);
  const path = join(dir, `war${players}.karnage.json`);
  writeFileSync(path, JSON.stringify(made.record));
  return path;
}

/** Runs `karnage pbem …` in-process; throws with what it said unless it exits 0. */
export async function pbem(...args: string[]) {
  const ran = await cliAsync('pbem', ...args);
  if (ran.code !== 0) throw new Error(`pbem ${args[0]} exited ${ran.code}: ${ran.err}`);
  return ran;
}

/** Every file of a directory with its bytes: to show that a refusal changed nothing. */
export function snapshot(dir: string): Record<string, string> {
  const files = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(files.map(({ name }) => [name, readFileSync(join(dir, name), 'latin1')]));
}

export const readJson = (path: string): any => JSON.parse(readFileSync(path, 'utf8'));

/** A campaign on the command line: its directory, and every participant's key file in it. */
export interface Table {
  readonly dir: string;
  readonly campaign: string;
  readonly at: (name: string) => string;
  readonly key: (id: string) => string;
}

/** Keys for a referee and `players` players, the scenario as a game file, and `pbem new`. */
export async function openTable(schedule: string, players: number, gameId = `war-${schedule}`, dir = tempDir()): Promise<Table> {
  const at = (name: string) => join(dir, name);
  const key = (id: string) => at(`${id}.key.json`);
  const playerArgs: string[] = [];
  for (const id of ['referee', ...PLAYERS.slice(0, players)]) {
    const made = await pbem('keygen', '--id', id, '--out', key(id));
    if (id !== 'referee') playerArgs.push('--player', made.out.trim());
  }
  const scenario = writeGameFile(dir, players);
  const campaign = at('campaign.json');
  await pbem('new', '--key', key('referee'), '--scenario', scenario, ...playerArgs, '--schedule', schedule, '--id', gameId, '--out', campaign);
  return { dir, campaign, at, key };
}

/** What `pbem verify` says of a campaign file. */
export async function standing(campaign: string): Promise<any> {
  return (await pbem('verify', campaign)).json();
}

/** A player's orders file for the open phase (and the secret beside it when dice follow). */
export async function sendOrders(table: Table, player: string, orders: readonly object[], name?: string): Promise<{ orders: string; secret: string }> {
  const { publications } = await standing(table.campaign);
  const file = table.at(name ?? `${player}-${publications}-orders.json`);
  await pbem('orders', '--key', table.key(player), '--campaign', table.campaign, '--orders', JSON.stringify(orders), '--out', file);
  return { orders: file, secret: file.replace(/\.json$/, '.secret.json') };
}

export async function sendReveal(table: Table, player: string, secret: string): Promise<string> {
  const file = secret.replace(/orders\.secret\.json$/, 'reveal.json');
  await pbem('reveal', '--key', table.key(player), '--campaign', table.campaign, '--secret', secret, '--out', file);
  return file;
}

export const resolve = (table: Table, files: readonly string[], ...options: string[]) =>
  pbem('resolve', '--key', table.key('referee'), '--campaign', table.campaign, ...files, ...options);

/**
 * One phase from files alone: each awaited player named in `orders` sends those, the referee closes;
 * if commitments went out, everyone who committed reveals, and the referee resolves. Returns what each
 * resolve printed.
 */
export async function playPhase(table: Table, orders: Readonly<Record<string, readonly object[]>>, closeOptions: readonly string[] = []): Promise<string[]> {
  const { awaiting } = await standing(table.campaign);
  const sent = [];
  for (const player of awaiting as string[]) {
    const plan = orders[player];
    if (plan) sent.push({ player, ...(await sendOrders(table, player, plan)) });
  }
  const printed = [
    (
      await resolve(
        table,
        sent.map((s) => s.orders),
        ...closeOptions,
      )
    ).out,
  ];
  if ((await standing(table.campaign)).stage !== 'reveals') return printed;
  const reveals = [];
  for (const { player, secret } of sent) reveals.push(await sendReveal(table, player, secret));
  printed.push((await resolve(table, reveals)).out);
  return printed;
}
