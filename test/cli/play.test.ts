import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameRecord } from '../../src/io/loadGameRecord.ts';
import { replayRecord } from '../../src/io/replayRecord.ts';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { scenarioFromData } from '../../src/io/scenarioFromData.ts';
import { GAME_RECORD_VERSION } from '../../src/io/schema/gameRecordFormat.ts';
import type { KarnageCombatReport } from '../../src/rules/index.ts';
import { cli } from '../support/runCli.ts';
import { karnageReport } from '../support/karnageReport.ts';

const fixture = 'test/fixtures/joe-and-kim.karnage.json';
const golden = 'test/golden/game-v3.karnage.json';
const dir = mkdtempSync(join(tmpdir(), 'karnage-play-'));
let files = 0;

function tempFile(text: string): string {
  const path = join(dir, `game-${files++}.karnage.json`);
  writeFileSync(path, text);
  return path;
}

function load(text: string) {
  const loaded = loadGameRecord(text);
  if (!loaded.ok) throw new Error(loaded.message);
  return loaded.value;
}

/** The Joe & Kim scenario (and seed) of `from` before anyone has played: Joe's Cavalry u1 at (1,1) next to Kim's Warriors at (2,1). */
function freshGame(from = fixture): string {
  const record = load(readFileSync(from, 'utf8'));
  const scenario = scenarioFromData(record.scenario);
  if ('error' in scenario) throw new Error(scenario.error);
  const made = recordGame(scenario, record.seed, []);
  if ('error' in made) throw new Error(made.error);
  return tempFile(JSON.stringify(made.record));
}

const attack = { type: 'ATTACK', player: 'joe', unit: 'u1', target: { col: 2, row: 1 } };
const build = { type: 'BUILD', player: 'joe', unit: 'u2', building: 'stable' };
const endTurn = { type: 'END_TURN', player: 'joe' };
const joesTurn = JSON.stringify([attack, build, endTurn]);

function fights(text: string): KarnageCombatReport[] {
  const reports: KarnageCombatReport[] = [];
  const replayed = replayRecord(load(text), ({ events }) => {
    for (const e of events) if (e.type === 'COMBAT_RESOLVED') reports.push(karnageReport(e.report));
  });
  expect(replayed).toMatchObject({ ok: true });
  return reports;
}

describe('karnage play', () => {
  it("resolves a turn with the referee's dice, and the printed record replays with exactly those faces", () => {
    const file = freshGame(golden);
    const result = cli('play', file, joesTurn, '--rolls', '5,3');
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    const record = result.json();
    expect(record.orders).toEqual([attack, build, { ...endTurn, rolls: [5, 3] }]);
    expect(record.checkpoints.map((c: { order: number }) => c.order)).toEqual([2]);
    // The golden file (same scenario and seed) settled this turn with the same faces: the same state.
    expect(record.checkpoints[0].hash).toBe(JSON.parse(readFileSync(golden, 'utf8')).checkpoints[0].hash);

    const saved = tempFile(result.out);
    const replay = cli('replay', saved);
    expect(replay.code).toBe(0);
    expect(replay.json()).toMatchObject({ activePlayer: 'kim', orders: 3, verifiedTurns: 1, stateHash: record.stateHash });
    expect(replay.json().players.find((p: { id: string }) => p.id === 'kim').units).toBe(0);

    const [fight, ...more] = fights(result.out);
    expect(more).toEqual([]);
    expect(fight!.attackers.map((a) => a.roll.faces)).toEqual([[5]]);
    expect(fight!.defender.roll.faces).toEqual([3]);
    expect(fight).toMatchObject({ winner: 'attacker', attackTotal: 6, defenceTotal: 5 });
  });

  it('settles the same turn differently with other faces: a tie, which the defender wins', () => {
    const result = cli('play', freshGame(), joesTurn, '--rolls', '5,4');
    expect(result.code).toBe(0);
    const [fight] = fights(result.out);
    expect(fight).toMatchObject({ winner: 'defender', attackTotal: 6, defenceTotal: 6 });
    expect(fight!.defender.roll.faces).toEqual([4]);
  });

  it('continues a game with one order object and the seeded dice, keeping what was played', () => {
    const before = load(readFileSync(fixture, 'utf8'));
    const result = cli('play', fixture, '{"type":"END_TURN","player":"kim"}');
    expect(result.code).toBe(0);
    const record = result.json();
    expect(record.version).toBe(GAME_RECORD_VERSION);
    expect(record.orders).toEqual([...before.orders, { type: 'END_TURN', player: 'kim' }]);
    expect(record.checkpoints.slice(0, -1)).toEqual(before.checkpoints);
    expect(record.checkpoints.at(-1).order).toBe(6);
    expect(cli('replay', tempFile(result.out)).json()).toMatchObject({ activePlayer: 'joe', round: 3, orders: 7 });
  });

  it("rolls the game's seeded dice without --rolls, as the fixture's first turn was played", () => {
    const result = cli('play', freshGame(), joesTurn);
    expect(result.code).toBe(0);
    const record = result.json();
    expect(record.orders).toEqual([attack, build, endTurn]);
    expect(record.checkpoints).toEqual([JSON.parse(readFileSync(fixture, 'utf8')).checkpoints[0]]);
  });

  it('reads the orders from @file', () => {
    const orders = tempFile(joesTurn);
    const result = cli('play', freshGame(), `@${orders}`, '--rolls', '5,3');
    expect(result.code).toBe(0);
    expect(result.json().orders).toEqual([attack, build, { ...endTurn, rolls: [5, 3] }]);
  });

  it.each([
    [
      'a target with nobody there',
      [{ ...attack, target: { col: 4, row: 4 } }, build, endTurn],
      [],
      'orders[0] (ATTACK by joe): there is no unit to attack at (4,4)',
    ],
    ["the other player's order", [attack, { ...endTurn, player: 'kim' }], [], 'orders[1] (END_TURN by kim): '],
    ['too few dice', [attack, build, endTurn], ['--rolls', '5'], 'orders[2] (END_TURN by joe): not enough dice faces'],
    ['dice left over', [attack, build, endTurn], ['--rolls', '5,3,2'], 'orders[2] (END_TURN by joe): 3 dice typed, but this turn'],
    ['a face the die cannot show', [attack, build, endTurn], ['--rolls', '9,3'], 'orders[2] (END_TURN by joe): die 1 is 9, but a d8 shows 1 to 8'],
  ])('refuses %s with exit 1, names the order, prints nothing and leaves the file alone', (_what, orders, flags, message) => {
    const file = freshGame();
    const before = readFileSync(file, 'utf8');
    const result = cli('play', file, JSON.stringify(orders), ...flags);
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
    expect(result.out).toBe('');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it.each([
    ['an unknown building', JSON.stringify([attack, { ...build, building: 'castle' }]), 'orders[1].building: unknown building "castle"'],
    ['an unknown field', JSON.stringify({ ...endTurn, dice: [5] }), 'orders[0]'],
    ['broken JSON', '[{"type": "END_TURN"', 'orders: not JSON'],
    ['no orders', '[]', 'nothing to play'],
    ['a number', '7', 'expected a JSON array of orders'],
  ])('refuses %s in the orders with exit 1 and says where', (_what, orders, message) => {
    const result = cli('play', freshGame(), orders);
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
    expect(result.out).toBe('');
  });

  it.each([
    ['no END_TURN', JSON.stringify([attack]), ['--rolls', '5,3'], 'the orders hold none'],
    ['two END_TURNs', JSON.stringify([endTurn, { ...endTurn, player: 'kim' }]), ['--rolls', '5,3'], 'the orders hold 2'],
    ['an END_TURN with rolls of its own', JSON.stringify([attack, { ...endTurn, rolls: [5, 3] }]), ['--rolls', '5,3'], 'already has rolls'],
    ['faces that are not numbers', joesTurn, ['--rolls', 'five,3'], '--rolls takes whole numbers'],
    ['no orders at all', undefined, [], 'missing the orders JSON'],
  ])('exits 2 with the usage for %s', (_what, orders, flags, message) => {
    const result = cli('play', freshGame(), ...(orders === undefined ? [] : [orders]), ...flags);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(result.err).toContain('karnage play FILE');
    expect(result.out).toBe('');
  });

  it('takes rolls given inside the END_TURN without --rolls', () => {
    const result = cli('play', freshGame(), JSON.stringify([attack, build, { ...endTurn, rolls: [5, 3] }]));
    expect(result.code).toBe(0);
    expect(fights(result.out)[0]).toMatchObject({ winner: 'attacker', attackTotal: 6, defenceTotal: 5 });
  });

  it('refuses a broken game file with exit 1, with the same message as karnage replay', () => {
    const record = JSON.parse(readFileSync(fixture, 'utf8'));
    record.stateHash = '00000000000000';
    const file = tempFile(JSON.stringify(record));
    const result = cli('play', file, '{"type":"END_TURN","player":"kim"}');
    expect(result.code).toBe(1);
    expect(result.err).toContain('does not match');
    expect(result.err).toBe(cli('replay', file).err);
    expect(result.out).toBe('');

    const missing = cli('play', join(dir, 'no-such-game.json'), joesTurn);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('ENOENT');
    expect(missing.out).toBe('');
  });
});
