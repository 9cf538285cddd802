// A game file's format name and version, apart from its schema (./gameRecord.ts): writing a game (the
// autosave after every order, Save game) needs these two and not the schema library that reads one.
export const GAME_RECORD_FORMAT = 'karnage-game';
/**
 * Version 2 added checkpoints; version 3 the faces of physical dice on END_TURN (`rolls`); version 4 the
 * computer players (a scenario player's `computer`). Older files load through src/io/migrateGameRecord.ts.
 */
export const GAME_RECORD_VERSION = 4;
