import { describe, expect, it } from 'vitest';
import { declare, hero } from './fixtures.ts';
import { ann, at, bob, card, cid, dan, hands, melee, meleeRefusal, pairOf, playMelee, register } from './severalFixtures.ts';

// One hero against several foes [seed 001, "Multiple Opponents"]: every maneuver of a register at once, each
// attack–parry pair resolved on its own, several parries the only way to play several cards in a register,
// and the initiative over one foe at a time.

describe('a register against several foes: all at once, pair by pair', () => {
  it('two attacks at once: Ann parries Bob’s, and Cid’s gets through unopposed', () => {
    const report = playMelee(
      melee(
        [bob, cid],
        [
          {
            hands: hands(['+5', '+1', '-1'], ['+3 (hit)', '+2'], ['+2 (hit)', '+4']),
            registers: [register([at(0, 'parry', '+5')], declare('attack', '+3 (hit)'), declare('attack', '+2 (hit)'))],
          },
        ],
      ),
    );
    const withBob = pairOf(report, 1, 1, 'Bob');
    expect(withBob.sides[1]).toMatchObject({ by: 'Bob', total: -2, opposed: true, success: false, effects: [] });
    expect(withBob.sides[1]!.terms).toEqual({ card: 3, modifiers: 0, difficulty: 0, stepping: 0, parry: -5 });
    expect(withBob.sides[0]).toMatchObject({ by: 'Ann', maneuver: 'parry', total: 5, success: true });
    const withCid = pairOf(report, 1, 1, 'Cid');
    expect(withCid.sides[0]).toBeNull();
    expect(withCid.sides[1]).toMatchObject({ by: 'Cid', total: 2, opposed: false, success: true });
    expect(withCid.sides[1]!.effects).toEqual([{ kind: 'wound', to: 'Ann', damage: 2, location: null, text: 'wound 2 to Ann' }]);
    expect(report.rounds[0]!.registers[0]!.after.lone.vitality).toBe(8);
    expect(report.final.lone.vitality).toBe(8);
  });

  it('three parries with three cards in one register, each met by its own attack', () => {
    const report = playMelee(
      melee(
        [bob, cid, dan],
        [
          {
            hands: hands(['+5', '+4', '-1'], ['+3 (hit)', '+2'], ['+4 (hit)', '+1'], ['+2 (hit)', '-2']),
            registers: [
              register(
                [at(0, 'parry', '+5'), at(1, 'parry', '+4'), at(2, 'parry', '-1')],
                declare('attack', '+3 (hit)'),
                declare('attack', '+4 (hit)'),
                declare('attack', '+2 (hit)'),
              ),
            ],
          },
        ],
      ),
    );
    const attacks = ['Bob', 'Cid', 'Dan'].map((foe) => pairOf(report, 1, 1, foe).sides[1]!);
    expect(attacks.map((a) => [a.terms!.parry, a.total, a.success])).toEqual([
      [-5, -2, false],
      [-4, 0, false],
      [0, 2, true],
    ]);
    expect(['Bob', 'Cid', 'Dan'].map((foe) => pairOf(report, 1, 1, foe).sides[0]!.card)).toEqual(['+5', '+4', '\u22121']);
    expect(report.final.lone.vitality).toBe(8);
  });

  it('wounds from several foes in one register add up, and may beat the lone hero', () => {
    const frail = { ...ann, vitality: 4 };
    const report = playMelee(
      melee(
        [bob, cid],
        [
          {
            hands: hands(['+5', '+1', '-1'], ['+3 (hit)', '+2'], ['+2 (hit)', '+4']),
            registers: [register([], declare('attack', '+3 (hit)'), declare('attack', '+2 (hit)'))],
          },
        ],
        { lone: frail },
      ),
    );
    expect(report.end).toEqual({ reason: 'lone beaten', beaten: ['Ann'], afterRound: 1 });
    expect(report.final.lone.vitality).toBe(0);
  });

  it('a weapon flung by one foe is gone against the others: the next parry with it comes to nothing', () => {
    const report = playMelee(
      melee(
        [bob, cid],
        [
          {
            hands: hands(['+5', '+1', '-1'], ['+9', '+2'], ['+2 (hit)', '+4']),
            registers: [register([], declare('disarm', '+9'), null), register([at(1, 'parry', '+5')], null, declare('attack', '+2 (hit)'))],
          },
        ],
      ),
    );
    expect(report.rounds[0]!.registers[0]!.after.lone.weapon).toBe('fists');
    const second = pairOf(report, 1, 2, 'Cid');
    expect(second.sides[0]!.effects).toEqual([{ kind: 'no-effect', text: 'comes to nothing: its sword was flung away' }]);
    expect(second.sides[1]).toMatchObject({ total: 2, opposed: false, success: true });
    expect(report.final.lone).toMatchObject({ weapon: 'fists', vitality: 8 });
  });

  it('each pair has its own range: a spear keeps its foe at 2 while a sword fights at 1', () => {
    const spear = hero('Bob', { skills: { spear: 2 }, weapon: 'spear' });
    const report = playMelee(
      melee([spear, cid], [{ hands: hands(['+5', '+1', '-1'], ['+3', '+2'], ['+2', '+4']), registers: [register([at(1, 'attack', '+5')])] }]),
    );
    expect(report.startRanges).toEqual([2, 1]);
    expect(pairOf(report, 1, 1, 'Cid').sides[0]).toMatchObject({ total: 5, success: true });
  });

  it('a beaten foe stops its pair: what was declared against it later comes to nothing, and the melee goes on', () => {
    const weak = { ...bob, vitality: 2 };
    const report = playMelee(
      melee(
        [weak, cid],
        [
          {
            hands: hands(['+5 (hit)', '+1', '-1'], ['+3', '+2'], ['+2', '+4']),
            registers: [register([at(0, 'attack', '+5 (hit)')]), register([at(0, 'attack', '+1')], declare('attack', '+3'), null)],
          },
          { hands: hands(['+6', '+1', '-1'], [], ['+2 (hit)', '+4']), registers: [register([at(1, 'attack', '+6')], null, null)] },
        ],
      ),
    );
    const second = report.rounds[0]!.registers[1]!;
    expect(second.pairs).toEqual([]);
    expect(second.idle.map((m) => [m.by, m.maneuver])).toEqual([
      ['Ann', 'attack'],
      ['Bob', 'attack'],
    ]);
    expect(report.rounds[1]!.hands.foes).toEqual([[], ['+2 (hit)', '+4']]);
    expect(report.end).toEqual({ reason: 'script ran out', beaten: ['Bob'], afterRound: 2 });
  });

  it('the melee ends when every foe is beaten', () => {
    const weak = (h: typeof bob) => ({ ...h, vitality: 1 });
    const report = playMelee(
      melee(
        [weak(bob), weak(cid)],
        [
          {
            hands: hands(['+5 (hit)', '+1 (hit)', '-1'], ['+3', '+2'], ['+2', '+4']),
            registers: [register([at(0, 'attack', '+5 (hit)')]), register([at(1, 'attack', '+1 (hit)')])],
          },
        ],
      ),
    );
    expect(report.end).toEqual({ reason: 'foes beaten', beaten: ['Bob', 'Cid'], afterRound: 1 });
  });
});

describe('the initiative over one foe at a time', () => {
  const round = (lone: string[], registers: ReturnType<typeof register>[]) => ({ hands: hands(lone, ['+3', '-2'], ['-3', '+4']), registers });

  it('seizing it from a second foe yields it to the first', () => {
    const report = playMelee(
      melee(
        [bob, cid],
        [
          round(['+5', '+1', '-1'], [register([at(1, 'feint', '+5')], null, declare('attack', '-3'))]),
          round(['+5', '+1', '-1'], [register([at(0, 'attack', '+1')])]),
        ],
        {
          initiative: { over: [0] },
        },
      ),
    );
    expect(report.rounds[0]!.initiative.over).toBe('Bob');
    expect(pairOf(report, 1, 1, 'Cid').sides[0]!.effects).toEqual([{ kind: 'initiative', to: 'Ann', text: 'initiative to Ann next round' }]);
    expect(report.rounds[0]!.next.over).toBe('Cid');
    expect(report.rounds[0]!.next.effects).toEqual([
      { kind: 'initiative', to: 'Bob', text: 'Ann seized the initiative over Cid, so it yields it to Bob: one foe at a time' },
    ]);
    expect(report.rounds[1]!.initiative.over).toBe('Cid');
    expect(pairOf(report, 2, 1, 'Bob').first).toBe('Bob');
  });

  it('seized from two foes in one round, the later one is kept', () => {
    const report = playMelee(melee([bob, cid], [round(['+5', '+4', '-1'], [register([at(0, 'feint', '+4')]), register([at(1, 'feint', '+5')])])]));
    expect(report.rounds[0]!.initiative.over).toBeNull();
    expect(report.rounds[0]!.next.over).toBe('Cid');
    expect(report.rounds[0]!.next.effects.map((e) => ('to' in e ? e.to : null))).toEqual(['Bob']);
  });

  it('drawn: the lone hero holds it over the first foe whose best card it beats, never two', () => {
    const drawn = (lone: string, b: string, c: string) =>
      playMelee(
        melee([bob, cid], [{ hands: hands(['+5', '+1', '-1'], ['+3', '-2'], ['-3', '+4']), registers: [register([at(0, 'attack', '+5')])] }], {
          initiative: { cards: { lone: [card(lone)], foes: [[card(b)], [card(c)]] } },
        }),
      ).rounds[0]!.initiative;
    expect(drawn('+7', '+2', '+3')).toMatchObject({ how: 'drawn', over: 'Bob', draw: { lone: ['+7'], foes: [['+2'], ['+3']] } });
    expect(drawn('+2', '+6', '+1 (hit)')).toMatchObject({ over: 'Cid' });
    expect(drawn('-2', '+6', '+1 (hit)')).toMatchObject({ over: null });
    expect(drawn('+6', '+6 (hit)', '+7')).toMatchObject({ over: 'Bob' });
  });

  it('a maneuver that needs the initiative is made only against the foe it is held over', () => {
    const rat = hero('Cid', { skills: { sword: 2 }, size: 'small' });
    const script = melee([bob, rat], [{ hands: hands(['+5', '+1', '-1'], ['+3', '-2'], ['-3', '+4']), registers: [register([at(1, 'swipe', '+5')])] }], {
      initiative: { over: [0] },
    });
    expect(meleeRefusal(script)).toBe('round 1, register 1: Ann: a swipe needs the initiative');
    expect(playMelee({ ...script, initiative: { over: [1] } }).rounds[0]!.registers[0]!.pairs[0]!.sides[0]).toMatchObject({ maneuver: 'swipe', success: true });
  });
});
