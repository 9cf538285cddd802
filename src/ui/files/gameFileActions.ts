// What the file buttons and the drop zone do: save the game, load a game, open a replay. A file to
// load is checked in a worker first (./openGameFile.ts, fetched with the first file); every refusal
// becomes one message naming the file and the problem, and the game in progress stays as it was.
import { useMemo } from 'react';
import { download } from '../download.ts';
import { recordGame } from '../../io/saveGameRecord.ts';
import { useReplayStore } from '../../replay/useReplay.ts';
import { gameFileOf, openGameTitle } from '../../state/gameFileOf.ts';
import type { GameStoreApi } from '../../state/gameStore.ts';
import { ordersOf } from '../../state/session.ts';
import { useGameStore } from '../../state/useGame.ts';
import { showFileMessage } from './fileMessage.ts';
import { loadCombatSystems } from '../../rules/index.ts';
import type { VerifyKind } from '../../io/verify/protocol.ts';
import type { FileTargets } from './openGameFile.ts';

export type { FileTargets } from './openGameFile.ts';

export interface GameFileActions {
  save(): void;
  /** Plays on from the file's game, or says why not (the open game untouched). */
  load(file: File): Promise<void>;
  /** Opens the file in the replay viewer; a game that fails verification still opens up to the failure. */
  openReplay(file: File): Promise<void>;
  /** The open game (in progress or finished) in the replay viewer, where it stands. */
  replayInProgress(): void;
}

export function gameFileActions(stores: FileTargets): GameFileActions {
  return {
    save: () => saveGameFile(stores.store),
    load: (file) => checkAndOpenLazily(stores, file, 'game'),
    openReplay: (file) => checkAndOpenLazily(stores, file, 'replay'),
    replayInProgress: () => replayGameInProgress(stores),
  };
}

/** The file actions on the app's game and replay viewer. */
export function useGameFileActions(): GameFileActions {
  const store = useGameStore();
  const replay = useReplayStore();
  return useMemo(() => gameFileActions({ store, replay }), [store, replay]);
}

function saveGameFile(store: GameStoreApi): void {
  const session = store.getState().session;
  if (!session) return;
  const file = gameFileOf(session);
  if ('error' in file) {
    showFileMessage({ kind: 'refusal', text: `The game could not be saved: ${file.error}` });
    return;
  }
  download(new Blob([file.text], { type: 'application/json' }), file.name);
  showFileMessage({ kind: 'notice', text: `Saved as ${file.name}.` });
}

/**
 * Checks and opens a picked or dropped file (./openGameFile.ts). Its code (the checker and the game file
 * reader) is fetched when the first file comes: no screen needs it before.
 */
async function checkAndOpenLazily(stores: FileTargets, file: File, kind: VerifyKind): Promise<void> {
  let opener: typeof import('./openGameFile.ts');
  try {
    opener = await import('./openGameFile.ts');
    // The file may fight by any combat system: they are fetched before it is opened.
    await loadCombatSystems();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return showFileMessage({ kind: 'refusal', text: `Could not load ${JSON.stringify(file.name)}: the page could not fetch its file reader (${why}).` });
  }
  return opener.checkAndOpen(stores, file, kind);
}

function replayGameInProgress({ store, replay }: FileTargets): void {
  const session = store.getState().session;
  if (!session) return;
  const made = recordGame(session.scenario, session.seed, ordersOf(session));
  if ('error' in made) {
    showFileMessage({ kind: 'refusal', text: `The game cannot be replayed: ${made.error}` });
    return;
  }
  const opened = replay.getState().openRecord(made.record, openGameTitle(session));
  if (opened.ok) {
    showFileMessage(null);
    // Straight to where the game stands.
    replay.getState().jump(made.record.orders.length);
  } else showFileMessage({ kind: 'refusal', text: `The game cannot be replayed: ${opened.message}` });
}
