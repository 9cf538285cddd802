import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/runCli.ts';

const example = {
  attackers: [{ race: 'humans', unit: 'cavalry', terrain: 'grasslands' }],
  defender: { race: 'orcs', unit: 'warriors', terrain: 'grasslands', defending: true, fortress: false },
  attackerWeaponsmiths: 3,
  defenderArmories: 3,
  range: 1,
};
const exampleJson = JSON.stringify(example);
const fixture = 'test/fixtures/joe-and-kim.karnage.json';

describe('karnage odds', () => {
  it("gives the worked example's exact odds: 189/384 for Joe", () => {
    // Hand computation: d8 with 1s re-rolled once gives P(1) = 1/64 and P(k) = 9/64 for k = 2..8.
    // Joe wins when 5+1... i.e. d8 + 1 > d6 + 2, so for each defence face d he needs at least d + 2:
    // (54 + 45 + 36 + 27 + 18 + 9) / 64 / 6 = 189/384.
    const result = cli('odds', exampleJson);
    expect(result.code).toBe(0);
    expect(result.json()).toEqual({ attackerWins: 189 / 384, defenderWins: 195 / 384 });
  });

  it('defaults defending, fortress, counts and range', () => {
    const result = cli(
      'odds',
      JSON.stringify({ attackers: [{ unit: 'footmen', terrain: 'grasslands' }], defender: { unit: 'warriors', terrain: 'grasslands' } }),
    );
    // d6 against d6, ties to the defender: 15/36.
    expect(result.json()).toEqual({ attackerWins: 15 / 36, defenderWins: 21 / 36 });
  });

  it.each([
    [{ ...example, attackers: [{ unit: 'cavalry', terrain: 'mountains' }] }, 'Cavalry cannot enter Mountains'],
    [{ ...example, range: 2 }, 'Cavalry cannot attack at range 2'],
    [{ ...example, attackers: [{ unit: 'knights', terrain: 'grasslands' }] }, 'unknown unit "knights"'],
    [{ ...example, defender: { unit: 'warriors', terrain: 'lava' } }, 'unknown terrain "lava"'],
    [{ ...example, attackers: [{ race: 'elves', unit: 'cavalry', terrain: 'grasslands' }] }, 'Cavalry are Humans, not Elves'],
    [{ ...example, defender: { unit: 'warriors', terrain: 'water' } }, 'Warriors cannot enter Water'],
    [{ ...example, attackers: [] }, 'attackers'],
    [
      {
        ...example,
        attackers: [
          { unit: 'cavalry', terrain: 'grasslands' },
          { unit: 'warriors', terrain: 'grasslands' },
        ],
      },
      'a pair attacks for one player, so of one race: Cavalry and Warriors are not',
    ],
  ])('refuses an impossible combat with exit 1: %#', (input, message) => {
    const result = cli('odds', JSON.stringify(input));
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
    expect(result.out).toBe('');
  });

  it('says where broken JSON broke', () => {
    const result = cli('odds', '{"attackers": [');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/not JSON: .*line 1, column \d+/);
  });
});

describe('karnage combat', () => {
  it('resolves the worked example with forced dice 5,3 exactly as the seed tells it', () => {
    const result = cli('combat', exampleJson, '--rolls', '5,3');
    expect(result.code).toBe(0);
    const report = result.json();
    expect(Object.keys(report).slice(0, 3)).toEqual(['winner', 'attackTotal', 'defenceTotal']);
    expect(report).toMatchObject({ winner: 'attacker', attackTotal: 6, defenceTotal: 5, defenderDestroyed: true, attackersDestroyed: [] });
    expect(report.attackers[0].roll).toEqual({ sides: 8, faces: [5], result: 5 });
    expect(report.attackModifiers).toEqual([{ source: 'weaponsmiths', label: '3 Weaponsmiths in play', value: 1 }]);
    expect(report.defender.roll).toEqual({ sides: 6, faces: [3], result: 3 });
    expect(report.defender.modifiers.map((m: { source: string; value: number }) => [m.source, m.value])).toEqual([
      ['defend', 1],
      ['armories', 1],
    ]);
  });

  it('gives the tie to the defender with 5,4', () => {
    expect(cli('combat', exampleJson, '--rolls', '5,4').json()).toMatchObject({ winner: 'defender', attackTotal: 6, defenceTotal: 6, attackersDestroyed: [0] });
  });

  it('takes a re-roll from the next face', () => {
    const report = cli('combat', exampleJson, '--rolls', '1,5,3').json();
    expect(report.attackers[0].roll).toMatchObject({ faces: [1, 5], result: 5 });
    expect(report.winner).toBe('attacker');
  });

  it('adds a pair in order: attackers first, then the defender', () => {
    const pair = {
      attackers: [
        { unit: 'footmen', terrain: 'grasslands' },
        { unit: 'peasants', terrain: 'swamp' },
      ],
      defender: { unit: 'giants', terrain: 'hills' },
    };
    const report = cli('combat', JSON.stringify(pair), '--rolls', '6,4,7').json();
    // 6 + (4 − 1 from Swamp) = 9 against 7 + 1 Hills + 1 Giants at home = 9: a tie, both attackers lost.
    expect(report).toMatchObject({ winner: 'defender', attackTotal: 9, defenceTotal: 9, attackersDestroyed: [0, 1] });
  });

  it.each([
    [['--rolls', '5'], 'not enough dice faces'],
    [['--rolls', '5,3,2'], '3 faces given, but this combat rolled 2'],
    [['--rolls', '9,3'], 'a d8 shows 1 to 8'],
  ])('refuses dice that do not fit: %j', (flags, message) => {
    const result = cli('combat', exampleJson, ...flags);
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
  });

  it('asks for dice when none are given', () => {
    const result = cli('combat', exampleJson);
    expect(result.code).toBe(2);
    expect(result.err).toContain('--rolls');
  });

  it('rolls seeded dice reproducibly with --seed', () => {
    expect(cli('combat', exampleJson, '--seed', '42').out).toBe(cli('combat', exampleJson, '--seed', '42').out);
  });
});

describe('karnage replay', () => {
  it('replays a game record and prints where the game stands', () => {
    const result = cli('replay', fixture);
    expect(result.code).toBe(0);
    const summary = result.json();
    expect(summary).toMatchObject({ round: 2, activePlayer: 'kim', winner: null, orders: 6 });
    expect(summary.players.map((p: { id: string; race: string }) => [p.id, p.race])).toEqual([
      ['joe', 'humans'],
      ['kim', 'orcs'],
    ]);
    expect(summary.stateHash).toBe(JSON.parse(readFileSync(fixture, 'utf8')).stateHash);
  });

  const broken = (change: (record: any) => void): string => {
    const record = JSON.parse(readFileSync(fixture, 'utf8'));
    change(record);
    const dir = mkdtempSync(join(tmpdir(), 'karnage-'));
    const path = join(dir, 'broken.karnage.json');
    writeFileSync(path, typeof record === 'string' ? record : JSON.stringify(record));
    return path;
  };

  it.each([
    [
      'an illegal order',
      (r: any) => (r.orders[0].target = { col: 4, row: 4 }),
      'orders[0] (ATTACK by joe) is illegal at that point: there is no unit to attack at (4,4)',
    ],
    ['a wrong field', (r: any) => (r.orders[1].building = 'castle'), 'orders[1].building: unknown building "castle"'],
    ['a state hash that does not match', (r: any) => (r.stateHash = '00000000000000'), 'does not match'],
    ['a newer version', (r: any) => (r.version = 9), 'version 9'],
    ['another format', (r: any) => (r.format = 'chess'), 'not a Karnage game file'],
    ['an unknown key', (r: any) => (r.scenario.__proto__x = 1), 'scenario'],
    ['a name holding HTML', (r: any) => (r.scenario.players[0].name = '<img src=x>'), 'scenario.players[0].name'],
    ['a map row of the wrong length', (r: any) => (r.scenario.map.rows[2] = 'ggg'), 'scenario.map.rows[2]: 3 hexes, but width is 6'],
  ])('refuses %s with exit 1 and says where', (_what, change, message) => {
    const result = cli('replay', broken(change));
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
    expect(result.out).toBe('');
  });

  it('refuses a file that is not there or not JSON', () => {
    expect(cli('replay', '/no/such/file.json')).toMatchObject({ code: 1 });
    const notJson = broken(() => {});
    writeFileSync(notJson, 'hello');
    expect(cli('replay', notJson).err).toContain('not JSON');
  });
});

describe('the installed command', () => {
  it('runs through the package bin with tsx and sets the exit code', () => {
    const out = execFileSync('node', ['src/cli/bin.js', 'odds', exampleJson], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ attackerWins: 189 / 384, defenderWins: 195 / 384 });
    const bad = spawnSync('node', ['src/cli/bin.js', 'replay', '/no/such/file'], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('karnage: cannot read /no/such/file (ENOENT)');
  });
});

describe('file errors', () => {
  it('turn into a message, not a stack trace, for any read error', () => {
    const result = cli('odds', `@${tmpdir()}`);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/cannot read .* \(EISDIR\)/);
  });

  it('refuse both --rolls and --seed', () => {
    expect(cli('combat', exampleJson, '--rolls', '5,3', '--seed', '1').code).toBe(2);
  });
});
