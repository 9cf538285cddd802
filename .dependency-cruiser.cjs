// The layers of the code, enforced on every `npm test` (docs: README, "How the code is laid out").
//
//   rules ← mapgen ← ai ← io ← state (src/state, the editor's and the replay's stores) ← board ← shared UI ← screens
//
// A layer may import the layers to its left, never one to its right. The command line and the build
// tools sit beside the screens and use only rules, mapgen and io.

const RULES = '^src/rules/';
const MAPGEN = '^src/mapgen/';
// Computer players: they plan through the rules, on maps the generator makes for their self-play.
const AI = '^src/ai/';
const IO = '^src/io/';
// Stores and the pure logic the screens drive: the game session, the editor's drafts, the replay timeline.
const STATE = '^src/(state|editor|replay)/';
const STATE_SCREENS = '^src/(editor|replay)/ui/';
const BOARD = '^src/board/';
const UI = '^src/ui/';
// Whole screens and the routing between them (ui/pbem: the play-by-e-mail screens and their parts; ui/online: online
// play, which reuses them).
const SCREENS = '^src/(ui/screens/|ui/pbem/|ui/online/|ui/App\\.tsx|main\\.tsx|editor/ui/|replay/ui/|ui/BoardBenchRoute\\.tsx)';
const CLI = '^src/(cli|tools)/';

/** Files in `from` may not import files in `to`. */
function forbid(name, comment, from, to) {
  return { name, comment, severity: 'error', from, to };
}

module.exports = {
  forbidden: [
    forbid('no-circular', 'A cycle makes two modules one; break it by moving the shared part down a layer.', {}, { circular: true }),
    forbid('rules-are-pure', 'The rules import no other part of the game: no I/O, store, board or screen.', { path: RULES }, { path: '^src/', pathNot: RULES }),
    forbid('rules-no-platform', 'The rules run in Node, a browser and a worker alike: no DOM, React, Pixi or node: modules.', { path: RULES }, { path: '^(react|react-dom|pixi\\.js|@pixi/react|zustand|immer|zundo)($|/)|^node:' }),
    forbid('mapgen-uses-rules-only', 'The map generator is pure and needs only the rules.', { path: MAPGEN }, { path: '^src/', pathNot: `${RULES}|${MAPGEN}` }),
    forbid('ai-uses-rules-and-mapgen', 'Computer players plan through the rules alone, as a person does.', { path: AI }, { path: '^src/', pathNot: `${RULES}|${MAPGEN}|${AI}` }),
    forbid('io-below-state', 'Files and schemas know the rules and maps, not stores, the board or screens.', { path: IO }, { path: '^src/', pathNot: `${RULES}|${MAPGEN}|${AI}|${IO}` }),
    forbid(
      'state-below-board-and-ui',
      'Stores call the rules and files; they never reach up into the board or the screens.',
      { path: STATE, pathNot: STATE_SCREENS },
      { path: `${BOARD}|${UI}|${STATE_SCREENS}` },
    ),
    forbid('game-state-not-editor-or-replay', "The game's store stands alone; the editor and replay build on it, not the other way.", { path: '^src/state/' }, { path: '^src/(editor|replay)/' }),
    forbid('board-draws-only', 'The board draws a state and reports clicks: no files, stores of screens, or screens.', { path: BOARD }, { path: `${IO}|${UI}|^src/(editor|replay)/|${CLI}` }),
    forbid('shared-ui-below-screens', 'Shared UI parts (panels, text, files) serve every screen and import none.', { path: UI, pathNot: SCREENS }, { path: SCREENS }),
    forbid('screens-apart', 'One screen never imports another; the app routes between them.', { path: '^src/editor/ui/' }, { path: '^src/(replay/ui|ui/screens)/' }),
    forbid('screens-apart-replay', 'One screen never imports another; the app routes between them.', { path: '^src/replay/ui/' }, { path: '^src/(editor/ui|ui/screens)/' }),
    forbid('cli-uses-rules-io', 'The command line works on rules, maps, computer players and files, like a referee.', { path: CLI }, { path: '^src/', pathNot: `${RULES}|${MAPGEN}|${AI}|${IO}|${CLI}` }),
    forbid('nothing-imports-cli', 'The command line is an entry point.', { path: '^src/', pathNot: CLI }, { path: CLI }),
    forbid('src-not-tests', 'Product code never imports test code.', { path: '^src/' }, { path: '^test/' }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // TypeScript 7 has no compiler API for dependency-cruiser to read sources with, so Babel strips the
    // types (with JSX) first; @swc/core being present is what makes dependency-cruiser scan .ts/.tsx files.
    babelConfig: { fileName: '.dependency-cruiser.babel.json' },
  },
};
