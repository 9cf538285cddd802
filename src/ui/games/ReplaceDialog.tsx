// The question before anything replaces a game in progress (src/state/replacing.ts): Keep or Replace, the game in
// progress kept in Saved games either way. Fetched only when something asks.
import { useState } from 'react';
import { capitalised, gameText, incomingText } from '../../state/replacing.ts';
import { useGame } from '../../state/useGame.ts';
import { showFileMessage } from '../files/fileMessage.ts';
import { useGameFileActions } from '../files/gameFileActions.ts';
import { ModalDialog } from './ModalDialog.tsx';
import { useSavedGames } from './useSavedGames.ts';

export default function ReplaceDialog() {
  const replacing = useGame((s) => s.replacing);
  const games = useSavedGames();
  const files = useGameFileActions();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!replacing) return null;
  const current = gameText(replacing.current);
  // Once the game cannot be kept in the list (said at once, or found on trying), Replace goes on without it.
  const anyway = problem !== null || games.unavailable !== null;
  const answer = async (replace: boolean) => {
    setBusy(true);
    const answered = await games.answerReplace(replace, anyway);
    setBusy(false);
    if (answered.ok) showFileMessage({ kind: 'notice', text: answered.message });
    else setProblem(answered.reason);
  };
  return (
    <ModalDialog title="Replace the game in progress?" onCancel={() => void answer(false)} testId="replace-dialog">
      <p>
        {capitalised(current)}, is in progress. Replace it with {incomingText(replacing.incoming)}?
      </p>
      {games.unavailable ? (
        <p className="modal__note">This browser cannot keep it in Saved games ({games.unavailable}): save it to a file first to keep it.</p>
      ) : (
        <p className="muted">Either way, it is kept in Saved games.</p>
      )}
      {problem && (
        <p role="alert" className="message message--refusal">
          It could not be kept in Saved games: {problem}. Save it to a file first, or replace it anyway.
        </p>
      )}
      <div className="button-row">
        <button type="button" data-autofocus disabled={busy} onClick={() => void answer(false)}>
          Keep {current}
        </button>
        {anyway && (
          <button type="button" onClick={files.save}>
            Save game file
          </button>
        )}
        <button type="button" className="primary" disabled={busy} onClick={() => void answer(true)}>
          {anyway ? 'Replace it anyway' : 'Replace it'}
        </button>
      </div>
    </ModalDialog>
  );
}
