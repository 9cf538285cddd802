// What the file buttons and the drop zone do: save the game, load a game, open a replay. A file to
// load is checked in a worker first (see ./verify); every refusal becomes one message naming the file
// and the problem, and the game in progress stays as it was.
import { useMemo } from 'react';
import { download } from '../download.ts';
import { recordGame } from '../../io/saveGameRecord.ts';
import type { ReplayStoreApi } from '../../replay/replayStore.ts';
import { useReplayStore } from '../../replay/useReplay.ts';
import { gameFileOf } from '../../state/gameFileOf.ts';
import type { GameStoreApi } from '../../state/gameStore.ts';
import { ordersOf } from '../../state/session.ts';
import { useGameStore } from '../../state/useGame.ts';
import { showFileMessage } from './fileMessage.ts';
import { readGameFile } from './readGameFile.ts';
import type { VerifyKind } from '../../io/verify/protocol.ts';
import { timelineOutcomeOf, type Verified } from './verify/verifyJob.ts';
import { verifyInWorker, type Verifying } from './verify/verifyInWorker.ts';
import { beginVerifyStatus, endVerifyStatus, updateVerifyProgress } from './verify/verifyStatus.ts';

export interface GameFileActions {
  save(): void;
  /** Plays on from the file's game, or says why not (the open game untouched). */
  load(file: File): Promise<void>;
  /** Opens the file in the replay viewer; a game that fails verification still opens up to the failure. */
  openReplay(file: File): Promise<void>;
  /** The game in progress in the replay viewer, where it stands. */
  replayInProgress(): void;
}

/** The stores a game file can open into: the game (played on) and the replay viewer. */
export interface FileTargets {
  readonly store: GameStoreApi;
  readonly replay: ReplayStoreApi;
}

export function gameFileActions(stores: FileTargets): GameFileActions {
  return {
    save: () => saveGameFile(stores.store),
    load: (file) => checkAndOpen(stores, file, 'game'),
    openReplay: (file) => checkAndOpen(stores, file, 'replay'),
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

/** The file being checked, if any; a newer file replaces it (`attempt` counts the files picked). */
let checking: Verifying | null = null;
let attempt = 0;

const somethingOpen = ({ store, replay }: FileTargets) => store.getState().session !== null || replay.getState().replay !== null;

/**
 * Checks the file in a worker (parsed, validated, every order replayed against its checkpoints) with a
 * progress bar and a Cancel, then opens what it verified. Until then the open game stays exactly as it was.
 */
async function checkAndOpen(stores: FileTargets, file: File, kind: VerifyKind): Promise<void> {
  const mine = ++attempt;
  checking?.cancel();
  checking = null;
  endVerifyStatus();
  const name = JSON.stringify(file.name);
  const refuse = (message: string) =>
    showFileMessage({ kind: 'refusal', text: `Could not load ${name}: ${message}${somethingOpen(stores) ? '\nThe open game is as it was.' : ''}` });
  const read = await readGameFile(file);
  // Another file was picked meanwhile: that one goes on and reports.
  if (mine !== attempt) return;
  if (!read.ok) return refuse(read.message);

  const verifying = verifyInWorker({ text: read.text, kind }, updateVerifyProgress);
  checking = verifying;
  showFileMessage(null);
  beginVerifyStatus(file.name, verifying.cancel);
  const outcome = await verifying.outcome;
  // Opening a big game is a long task of its own: let the page breathe after putting it together.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (mine !== attempt) return;
  checking = null;
  endVerifyStatus();
  if (!outcome.ok) {
    if (!outcome.cancelled) return refuse(outcome.message);
    return showFileMessage({
      kind: 'notice',
      text: `Stopped checking ${name}: ${somethingOpen(stores) ? 'the open game is as it was' : 'nothing was loaded'}.`,
    });
  }
  const opened = open(stores, outcome.value, file.name);
  if (!opened.ok) return refuse(opened.message);
  showFileMessage({ kind: 'notice', text: `Loaded ${name}.` });
}

function open({ store, replay }: FileTargets, value: Verified, title: string): { ok: true } | { ok: false; message: string } {
  if (value.kind === 'replay') return replay.getState().openTimeline(timelineOutcomeOf(value), title);
  store.getState().loadSession(value.session, value.autosaveText);
  return { ok: true };
}

function replayGameInProgress({ store, replay }: FileTargets): void {
  const session = store.getState().session;
  if (!session) return;
  const made = recordGame(session.scenario, session.seed, ordersOf(session));
  if ('error' in made) {
    showFileMessage({ kind: 'refusal', text: `The game cannot be replayed: ${made.error}` });
    return;
  }
  const opened = replay.getState().openRecord(made.record, 'the game in progress');
  if (opened.ok) {
    showFileMessage(null);
    // Straight to where the game stands.
    replay.getState().jump(made.record.orders.length);
  } else showFileMessage({ kind: 'refusal', text: `The game cannot be replayed: ${opened.message}` });
}
