// `npm run bench`: prints figures, asserts nothing. Each suite lives in its own file under test/bench/;
// add new ones (e.g. browser rendering) to the list below.
import '../../src/rules/combat/allSystems.ts';
import { printTable, type BenchSuite } from './harness.ts';
import { aiSuite } from './ai.ts';
import { boardSuite } from './board.ts';
import { editorSuite } from './editor.ts';
import { mapgenSuite } from './mapgen.ts';
import { massSuite } from './mass.ts';
import { onlineSuite } from './online.ts';
import { onlineScaleSuite } from './onlineScale.ts';
import { pbemSuite } from './pbem.ts';
import { replaySuite } from './replay.ts';
import { rulesSuite } from './rules.ts';
import { verifySuite } from './verify.ts';
import { warfareSuite } from './warfare.ts';

const suites: BenchSuite[] = [
  rulesSuite,
  warfareSuite,
  massSuite,
  boardSuite,
  editorSuite,
  mapgenSuite,
  replaySuite,
  verifySuite,
  pbemSuite,
  onlineSuite,
  onlineScaleSuite,
  aiSuite,
];

const only = process.argv.slice(2);
console.log(`Karnage benchmarks — Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
for (const suite of suites) {
  if (only.length > 0 && !only.some((name) => suite.name.toLowerCase().includes(name.toLowerCase()))) continue;
  const rows = await suite.run();
  // A suite that prints a table of its own answers no rows.
  if (rows.length > 0) printTable(suite.name, rows);
}
