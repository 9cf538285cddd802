// A resolved turn told as beats on the board: every beat's board is a state the rules made, with its pieces
// where the beat begins; marches in a row play together; a fight's glance is the report's dice and totals.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { hexDistance, type GameState, type HexCoord } from '../../../src/rules/index.ts';
import { turnMotion, type MotionBeat } from '../../../src/state/motion/turnMotion.ts';
import { karnageReport } from '../../support/karnageReport.ts';
import { playRandomGame, randomScenario, type Step } from '../../support/randomPlay.ts';

const same = (a: HexCoord | undefined, b: HexCoord | undefined) => a?.col === b?.col && a?.row === b?.row;
const buildingAt = (state: GameState, hex: HexCoord) => Object.values(state.buildings).find((b) => same(b.at, hex));

/** What must hold of a beat on the board it carries. */
function checkBeat(beat: MotionBeat): void {
  const { units } = beat.state;
  switch (beat.kind) {
    case 'march':
      for (const { unit, path } of beat.marches) {
        expect(same(units[unit]?.at, path[0])).toBe(true);
        for (let i = 1; i < path.length; i++) expect(hexDistance(path[i - 1] as HexCoord, path[i] as HexCoord)).toBe(1);
      }
      expect(new Set(beat.marches.map((m) => m.unit)).size).toBe(beat.marches.length);
      break;
    case 'fight':
      expect(Object.values(units).some((u) => same(u.at, beat.at))).toBe(true);
      expect(beat.attack.result).not.toBe('');
      break;
    case 'fade':
      for (const id of beat.units) expect(units[id]).toBeDefined();
      break;
    case 'capture':
      expect(buildingAt(beat.state, beat.at)).toBeDefined();
      break;
  }
}

describe('turnMotion', () => {
  test('random turns: each beat begins where its pieces stand, every move marches once, consecutive beats differ in kind or are apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 0x7fffffff }), (players, seed) => {
        const ends: Step[] = [];
        playRandomGame(randomScenario(players, 12, 12, seed), seed, 160, { onStep: (s) => s.order.type === 'END_TURN' && ends.push(s) });
        for (const { before, events } of ends) {
          const beats = turnMotion(before, events);
          for (const beat of beats) checkBeat(beat);
          const marched = beats.flatMap((b) => (b.kind === 'march' ? b.marches : []));
          expect(marched.length).toBe(events.filter((e) => e.type === 'UNIT_MOVED').length);
          expect(beats.filter((b) => b.kind === 'fight').length).toBe(events.filter((e) => e.type === 'COMBAT_RESOLVED').length);
          expect(beats.filter((b) => b.kind === 'capture').length).toBe(events.filter((e) => e.type === 'BUILDING_CAPTURED').length);
          // Marches in a row are one beat: two march beats never follow each other unless a unit marches in both.
          beats.forEach((beat, i) => {
            const next = beats[i + 1];
            if (beat.kind === 'march' && next?.kind === 'march') expect(next.marches.some((n) => beat.marches.some((m) => m.unit === n.unit))).toBe(true);
          });
        }
      }),
      { numRuns: 12 },
    );
  });

  test('a fight shows each side’s dice and totals from its report, then the destroyed fade', () => {
    const ends: Step[] = [];
    playRandomGame(randomScenario(2, 12, 12, 5), 5, 400, { onStep: (s) => s.order.type === 'END_TURN' && ends.push(s) });
    const fought = ends.find((s) => s.events.some((e) => e.type === 'COMBAT_RESOLVED' && karnageReport(e.report).winner === 'attacker'));
    if (!fought) throw new Error('no fight won by an attack in the seeded game');
    const beats = turnMotion(fought.before, fought.events);
    const index = beats.findIndex((b) => b.kind === 'fight');
    const fight = beats[index];
    const event = fought.events.find((e) => e.type === 'COMBAT_RESOLVED');
    if (fight?.kind !== 'fight' || event?.type !== 'COMBAT_RESOLVED') throw new Error('no fight beat');
    const report = karnageReport(event.report);
    expect(fight.attack).toEqual({ dice: report.attackers.map((a) => a.roll.faces.join('→')).join(' · '), result: String(report.attackTotal) });
    expect(fight.defence).toEqual({ dice: report.defender.roll.faces.join('→'), result: String(report.defenceTotal) });
    expect(fight.winner).toBe('attacker');
    expect(same(fight.at, fight.state.units[report.defender.unitId ?? '']?.at)).toBe(true);
    expect(beats[index + 1]).toMatchObject({ kind: 'fade', units: [report.defender.unitId] });
  });
});
