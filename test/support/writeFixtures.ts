// Writes test/fixtures/joe-and-kim.karnage.json: `npx tsx test/support/writeFixtures.ts`.
import { writeFileSync } from 'node:fs';
import { gameRecordOf } from '../../src/io/saveGameRecord.ts';
import { joeAndKimRecord } from './records.ts';

const { scenario, seed, orders, state } = joeAndKimRecord();
writeFileSync(
  new URL('../fixtures/joe-and-kim.karnage.json', import.meta.url),
  `${JSON.stringify(gameRecordOf(scenario, seed, orders, state), null, 2)}\n`,
);
