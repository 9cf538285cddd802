import { useRef, type ChangeEvent } from 'react';
import { useFileMessage, showFileMessage } from './fileMessage.ts';
import { useGameFileActions } from './gameFileActions.ts';

/** A button that opens the file picker for `.karnage.json` files. */
export function FilePickButton({ label, onFile, testId }: { label: string; onFile: (file: File) => unknown; testId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear it, so picking the same file again still counts.
    event.target.value = '';
    if (file) void onFile(file);
  };
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>
        {label}
      </button>
      <input ref={input} type="file" accept=".json,.karnage.json,application/json" hidden data-testid={testId} onChange={picked} aria-label={label} />
    </>
  );
}

/** Save / Load / Replay: in the game, and (without Save) on the setup screen. */
export function GameFileButtons({ inGame }: { inGame: boolean }) {
  const files = useGameFileActions();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons outside any form; a fieldset would bring a form's border and spacing
    <div className="file-buttons button-row" role="group" aria-label="Game files">
      {inGame && (
        <button type="button" onClick={files.save}>
          Save game
        </button>
      )}
      <FilePickButton label="Load game" onFile={files.load} testId="load-game-input" />
      <FilePickButton label="Replay a file" onFile={files.openReplay} testId="replay-file-input" />
      {inGame && (
        <button type="button" onClick={files.replayInProgress}>
          Replay this game
        </button>
      )}
    </div>
  );
}

/** The message about the last file: why it was refused, where it was saved. */
export function FileMessageBanner() {
  const message = useFileMessage();
  if (!message) return null;
  return (
    <div className={`file-message message message--${message.kind}`} role={message.kind === 'refusal' ? 'alert' : 'status'} data-testid="file-message">
      <p>{message.text}</p>
      <button type="button" onClick={() => showFileMessage(null)} aria-label="Dismiss the message">
        ×
      </button>
    </div>
  );
}
