// What the file buttons and the drop zone do: save the game, load a game, open a replay. Every
// refusal becomes one message naming the file and the problem; the game in progress stays as it was.
import { download } from '../../editor/download.ts';
import { recordGame } from '../../io/saveGameRecord.ts';
import { replayStore } from '../../replay/replayStore.ts';
import { gameFileOf } from '../../state/gameFileOf.ts';
import { gameStore } from '../../state/useGame.ts';
import { showFileMessage } from './fileMessage.ts';
import { readGameFile } from './readGameFile.ts';

export function saveGameFile(): void {
  const session = gameStore.getState().session;
  if (!session) return;
  const file = gameFileOf(session);
  if ('error' in file) return showFileMessage({ kind: 'refusal', text: `The game could not be saved: ${file.error}` });
  download(new Blob([file.text], { type: 'application/json' }), file.name);
  showFileMessage({ kind: 'notice', text: `Saved as ${file.name}.` });
}

async function withText(file: File, then: (text: string) => { ok: true } | { ok: false; message: string }): Promise<void> {
  const read = await readGameFile(file);
  const outcome = read.ok ? then(read.text) : read;
  showFileMessage(
    outcome.ok
      ? { kind: 'notice', text: `Loaded ${JSON.stringify(file.name)}.` }
      : { kind: 'refusal', text: `Could not load ${JSON.stringify(file.name)}: ${outcome.message}` },
  );
}

/** Plays on from the file's game, or says why not (the open game untouched). */
export function loadGameFile(file: File): Promise<void> {
  return withText(file, (text) => gameStore.getState().loadGame(text));
}

/** Opens the file in the replay viewer; a game that fails verification still opens up to the failure. */
export function openReplayFile(file: File): Promise<void> {
  return withText(file, (text) => replayStore.getState().openText(text, file.name));
}

export function replayGameInProgress(): void {
  const session = gameStore.getState().session;
  if (!session) return;
  const made = recordGame(session.scenario, session.seed, session.orders);
  if ('error' in made) return showFileMessage({ kind: 'refusal', text: `The game cannot be replayed: ${made.error}` });
  const opened = replayStore.getState().openRecord(made.record, 'the game in progress');
  if (opened.ok) {
    showFileMessage(null);
    // Straight to where the game stands.
    replayStore.getState().jump(made.record.orders.length);
  } else showFileMessage({ kind: 'refusal', text: `The game cannot be replayed: ${opened.message}` });
}
