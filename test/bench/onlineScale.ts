// Online play at scale (`npm run bench -- online-scale`): N games of 4 players on loopback — on one nats-server and
// on a 3-node cluster at 3 replicas — refereed by a pool of 1, 2 or 4 `karnage referee serve` processes, every game
// playing a week at once with all four players sending their plans together. Per setting: turns per second, the time
// from a game's last plan to every player of it seeing the week resolved (p50, p99, max), and each referee's CPU
// time and peak memory (from /proc), and the CPU time of the servers and of the players. The players all run in
// this process, one connection per user, each checking every publication as a browser does, so on this 2-core machine
// they share the cores with the server and the referees (and take most of them).
//
// KARNAGE_SCALE_GAMES (e.g. "100,300"), KARNAGE_SCALE_REFEREES ("1,2") and KARNAGE_SCALE_SERVERS ("one" or
// "cluster") choose fewer settings; KARNAGE_SCALE_PROFILE=<dir> has each referee write a CPU profile there, and
// KARNAGE_SCALE_LOGS=<dir> its output.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NatsConnection } from '@nats-io/nats-core';
import { keyFileText, newKeyFile } from '../../src/cli/commands/pbem/keyFile.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import type { OnlineFile } from '../../src/io/online/onlineGames.ts';
import { serverConfig } from '../../src/io/online/serverConfig.ts';
import { jetStreamReady, startClusterWith } from '../support/natsCluster.ts';
import { startTestServer } from '../support/natsServer.ts';
import { keyed, memoryStorage, onlineFile, viewWhere, weekPlan } from '../support/onlinePlay.ts';
import type { BenchRow, BenchSuite } from './harness.ts';

const USERS = ['ann', 'bob', 'cid', 'dee'];
const listed = (name: string, all: number[]): number[] =>
  process.env[name]
    ?.split(',')
    .map(Number)
    .filter((n) => all.includes(n)) ?? all;

interface Servers {
  readonly urls: string;
  /** Every nats-server's PID. */
  pids(): number[];
  connectAs(user: string): Promise<NatsConnection>;
  dispose(): Promise<void>;
}

async function servers(file: OnlineFile, cluster: boolean): Promise<Servers> {
  if (!cluster) {
    const server = await startTestServer(file);
    return { urls: server.url, pids: () => [server.pid()], connectAs: (user) => server.connectAs(user, `${user}-password`), dispose: () => server.dispose() };
  }
  const nodes = await startClusterWith(3, (places) => serverConfig(file, places));
  await jetStreamReady(await nodes.connectAs('referee', 'referee-password'));
  let next = 0;
  return {
    urls: nodes.urls.join(','),
    pids: () => nodes.nodes.map((n) => n.pid()),
    connectAs: (user) => nodes.connectAs(user, `${user}-password`, next++ % 3),
    dispose: () => nodes.dispose(),
  };
}

/** `count` referee processes on every game, a pool when more than one. */
async function referees(dir: string, file: OnlineFile, urls: string, count: number, replicas: number): Promise<ChildProcess[]> {
  const online = join(dir, 'online.json');
  const key = join(dir, 'referee.key.json');
  writeFileSync(online, JSON.stringify(file));
  writeFileSync(key, keyFileText(await newKeyFile('referee')));
  const args = ['src/cli/bin.js', 'referee', 'serve', '--server', urls, '--online', online, '--key', key, '--replicas', String(replicas)];
  // KARNAGE_SCALE_PROFILE=<dir>: each referee writes a CPU profile there when it stops.
  const profile = process.env.KARNAGE_SCALE_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.KARNAGE_SCALE_PROFILE}`] : [];
  const argv = [...profile, ...args, ...(count > 1 ? ['--pool'] : [])];
  // KARNAGE_SCALE_LOGS=<dir>: each referee's output goes to a file there.
  const logs = process.env.KARNAGE_SCALE_LOGS;
  return Array.from({ length: count }, (_, i) =>
    spawn('node', argv, { stdio: ['ignore', logs ? openSync(join(logs, `referee-${i + 1}.log`), 'w') : 'ignore', 'inherit'] }),
  );
}

/** A referee stopped in good order (it stops within 5 s, writing its profile if asked), else killed. */
async function stopped(referee: ChildProcess): Promise<void> {
  if (referee.exitCode !== null || referee.signalCode !== null) return;
  const exited = new Promise((done) => referee.once('exit', done));
  referee.kill('SIGTERM');
  await Promise.race([exited, new Promise((done) => setTimeout(done, 6_000))]);
  if (referee.exitCode === null && referee.signalCode === null) referee.kill('SIGKILL');
}

/** A process's CPU seconds so far and its peak resident memory in MB, read from /proc. */
function usage(pid: number): { cpu: number; peakMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpu: ticks / 100, peakMb: Number(peak ?? 0) / 1024 };
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** Every player sends their plan for the open week at once; resolves to the time from the last plan to all seeing it. */
async function playWeek(seated: readonly OnlinePlayer[]): Promise<number> {
  const { campaign } = await viewWhere(seated[0]!, (v) => v.campaign?.stage.kind === 'orders', 300_000);
  const headSeq = campaign!.headSeq;
  for (const p of seated) await viewWhere(p, (v) => v.campaign?.headSeq === headSeq, 300_000);
  await Promise.all(seated.map((p, i) => p.sendOrders(weekPlan(campaign!.start, p.id, 7 + i))));
  const sent = performance.now();
  const after = (p: OnlinePlayer) =>
    viewWhere(p, (v) => (v.campaign?.headSeq ?? 0) > headSeq && (v.campaign?.stage.kind === 'orders' || v.campaign?.stage.kind === 'over'), 300_000);
  await Promise.all(seated.map(after));
  return performance.now() - sent;
}

interface Setting {
  readonly games: number;
  readonly referees: number;
  readonly cluster: boolean;
}

async function measure({ games, referees: count, cluster }: Setting): Promise<string[]> {
  const ids = Array.from({ length: games }, (_, i) => `s${i + 1}`);
  const base = onlineFile(4, ids);
  const file: OnlineFile = { ...base, games: base.games.map((g) => ({ ...g, schedule: 'week' as const })) };
  const dir = mkdtempSync(join(tmpdir(), 'karnage-scale-'));
  const on = await servers(file, cluster);
  const pool = await referees(dir, file, on.urls, count, cluster ? 3 : 1);
  const connections: NatsConnection[] = [];
  try {
    const keys = await Promise.all(USERS.map((id) => keyed(id)));
    const ncs = await Promise.all(USERS.map((id) => on.connectAs(id)));
    connections.push(...ncs);
    const tables = await Promise.all(
      ids.map((game) =>
        Promise.all(
          USERS.map(async (_id, i) => {
            const player = new OnlinePlayer(game, keys[i]!, memoryStorage());
            await player.connect(ncs[i]!);
            await player.join();
            return player;
          }),
        ),
      ),
    );
    await Promise.all(tables.map((seated) => viewWhere(seated[0]!, (v) => v.campaign?.stage.kind === 'orders', 300_000)));
    const before = pool.map((p) => usage(p.pid as number));
    const serversBefore = on.pids().map((pid) => usage(pid).cpu);
    const playersBefore = process.cpuUsage();
    const started = performance.now();
    const times = (await Promise.all(tables.map(playWeek))).sort((a, b) => a - b);
    const seconds = (performance.now() - started) / 1000;
    const after = pool.map((p) => usage(p.pid as number));
    const serverCpu = on.pids().reduce((sum, pid, i) => sum + usage(pid).cpu - (serversBefore[i] ?? 0), 0);
    const playersCpu = process.cpuUsage(playersBefore);
    for (const seated of tables) for (const p of seated) p.disconnect();
    const cpu = after.map((a, i) => (a.cpu - (before[i]?.cpu ?? 0)).toFixed(1)).join(' / ');
    const memory = after.map((a) => a.peakMb.toFixed(0)).join(' / ');
    const ms = (n: number) => `${(n / 1000).toFixed(2)}`;
    return [
      cluster ? '3-node cluster' : 'one server',
      String(games),
      String(count),
      (games / seconds).toFixed(0),
      `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))} / ${ms(times.at(-1) ?? 0)}`,
      cpu,
      memory,
      serverCpu.toFixed(1),
      ((playersCpu.user + playersCpu.system) / 1e6).toFixed(1),
      seconds.toFixed(1),
    ];
  } finally {
    await Promise.all(pool.map(stopped));
    for (const nc of connections) await nc.close().catch(() => {});
    await on.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

function print(lines: readonly string[][]): void {
  const header = [
    'servers',
    'games',
    'referees',
    'turns/s',
    'last plan → all see it, p50 / p99 / max (s)',
    'CPU s per referee',
    'peak MB per referee',
    'server CPU s',
    'players CPU s',
    'wall s',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const render = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log('\nOnline play at scale (4-player games, a week each, all players sending at once; loopback, this machine)');
  console.log(render(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(render(line));
}

export const onlineScaleSuite: BenchSuite = {
  name: 'online-scale',
  async run(): Promise<BenchRow[]> {
    const lines: string[][] = [];
    const layouts = process.env.KARNAGE_SCALE_SERVERS;
    for (const cluster of [false, true].filter((c) => !layouts || layouts === (c ? 'cluster' : 'one'))) {
      for (const games of listed('KARNAGE_SCALE_GAMES', [100, 300, 1_000])) {
        for (const count of listed('KARNAGE_SCALE_REFEREES', [1, 2, 4])) {
          const line = await measure({ games, referees: count, cluster }).catch((error: unknown) => [
            cluster ? '3-node cluster' : 'one server',
            String(games),
            String(count),
            `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
          ]);
          console.log(line.join(' | '));
          lines.push([...line, '', '', '', '', '', '', ''].slice(0, 10));
        }
      }
    }
    print(lines);
    return [];
  },
};
