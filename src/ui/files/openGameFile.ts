// Loading a game file or opening it as a replay: checked in a worker first (see ./verify), with a
// progress bar and a Cancel; every refusal becomes one message naming the file and the problem, and the
// game in progress stays as it was. Fetched when the first file is picked or dropped (./gameFileActions.ts).
import type { VerifyKind } from '../../io/verify/protocol.ts';
import type { ReplayStoreApi } from '../../replay/replayStore.ts';
import type { GameStoreApi } from '../../state/gameStore.ts';
import { showFileMessage } from './fileMessage.ts';
import { readGameFile } from './readGameFile.ts';
import { timelineOutcomeOf, type Verified } from './verify/verifyJob.ts';
import { verifyInWorker, type Verifying } from './verify/verifyInWorker.ts';
import { beginVerifyStatus, endVerifyStatus, updateVerifyProgress } from './verify/verifyStatus.ts';

/** The stores a game file can open into: the game (played on) and the replay viewer. */
export interface FileTargets {
  readonly store: GameStoreApi;
  readonly replay: ReplayStoreApi;
}

/** The file being checked, if any; a newer file replaces it (`attempt` counts the files picked). */
let checking: Verifying | null = null;
let attempt = 0;

const somethingOpen = ({ store, replay }: FileTargets) => store.getState().session !== null || replay.getState().replay !== null;

/**
 * Checks the file in a worker (parsed, validated, every order replayed against its checkpoints) with a
 * progress bar and a Cancel, then opens what it verified. Until then the open game stays exactly as it was.
 */
export async function checkAndOpen(stores: FileTargets, file: File, kind: VerifyKind): Promise<void> {
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
