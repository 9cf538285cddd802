// Writes test/fixtures/joe-and-kim.karnage.json: `npx tsx test/support/writeFixtures.ts`.
import { writeFileSync } from 'node:fs';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { joeAndKimRecord } from './records.ts';

const { scenario, seed, orders } = joeAndKimRecord();
const made = recordGame(scenario, seed, orders);
if ('error' in made) throw new Error(made.error);
writeFileSync(new URL('../fixtures/joe-and-kim.karnage.json', import.meta.url), `${JSON.stringify(made.record, null, 2)}\n`);
