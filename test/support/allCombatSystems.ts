// Every combat system installed before each test file, as the command line and the checking worker have them
// (the browser's page fetches the systems besides Karnage when a game needs them).
import '../../src/rules/combat/allSystems.ts';
