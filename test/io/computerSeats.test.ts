// Computer seats in a game file (version 4): kept through a save and a load, absent in older files (every seat a
// person's), and outside what the rules hash, so a game's replay and checks are the same whoever sat where.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGameRecord } from '../../src/io/loadGameRecord.ts';
import { replayRecord } from '../../src/io/replayRecord.ts';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { scenarioFromData } from '../../src/io/scenarioFromData.ts';
import type { Scenario } from '../../src/rules/index.ts';
import { joeAndKimRecord } from '../support/records.ts';

/** Joe and Kim's game with Kim's seat a computer's at `strength`. */
function withKimComputer(scenario: Scenario, strength: 'easy' | 'normal' | 'hard'): Scenario {
  return { ...scenario, players: scenario.players.map((p) => (p.id === 'kim' ? { ...p, computer: strength } : p)) };
}

function savedText(scenario: Scenario): string {
  const { seed, orders } = joeAndKimRecord();
  const made = recordGame(scenario, seed, orders);
  if ('error' in made) throw new Error(made.error);
  return JSON.stringify(made.record);
}

function loadedScenario(text: string): Scenario {
  const loaded = loadGameRecord(text);
  if (!loaded.ok) throw new Error(loaded.message);
  const scenario = scenarioFromData(loaded.value.scenario);
  if ('error' in scenario) throw new Error(scenario.error);
  return scenario;
}

describe('computer seats in a game file', () => {
  it('a saved game loads with the same seats a computer plays, at the same strength', () => {
    const scenario = withKimComputer(joeAndKimRecord().scenario, 'hard');
    const players = loadedScenario(savedText(scenario)).players;
    expect(players.map((p) => [p.id, p.computer])).toEqual([
      ['joe', undefined],
      ['kim', 'hard'],
    ]);
  });

  it('who sits at a seat changes neither the replay nor its hash', () => {
    const { scenario } = joeAndKimRecord();
    const people = JSON.parse(savedText(scenario));
    const computer = JSON.parse(savedText(withKimComputer(scenario, 'normal')));
    expect(computer.stateHash).toBe(people.stateHash);
    expect(computer.checkpoints).toEqual(people.checkpoints);
    const loaded = loadGameRecord(JSON.stringify(computer));
    if (!loaded.ok) throw new Error(loaded.message);
    expect(replayRecord(loaded.value)).toMatchObject({ ok: true, hash: people.stateHash });
  });

  it('a version 3 file, from before computers, loads with every seat a person', () => {
    const text = readFileSync(new URL('../golden/game-v3.karnage.json', import.meta.url), 'utf8');
    expect(loadedScenario(text).players.every((p) => p.computer === undefined)).toBe(true);
  });

  it('a strength the game does not know is refused, naming it', () => {
    const text = savedText(withKimComputer(joeAndKimRecord().scenario, 'normal')).replace('"computer":"normal"', '"computer":"godlike"');
    const loaded = loadGameRecord(text);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toMatch(/unknown computer strength "godlike"; expected one of easy, normal, hard/);
  });
});
