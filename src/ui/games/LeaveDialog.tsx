// "Main menu" in a game, its dialog (fetched on the click: a first visit needs none of the saved games' code): leaves it for the new-game screen, the game kept in Saved games (and, if the players
// like, saved to a file first). Without a list in this browser it says so, and offers the file.
import { useState } from 'react';
import { capitalised, gameNamesOf, gameText } from '../../state/replacing.ts';
import { useGame } from '../../state/useGame.ts';
import { useGameFileActions } from '../files/gameFileActions.ts';
import { ModalDialog } from './ModalDialog.tsx';
import { useSavedGames } from './useSavedGames.ts';

export default function LeaveDialog({ onStay }: { onStay: () => void }) {
  const session = useGame((s) => s.session);
  const games = useSavedGames();
  const files = useGameFileActions();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!session) return null;
  const game = gameText(gameNamesOf(session.state));
  const anyway = problem !== null || games.unavailable !== null;
  const leave = async (saveFile: boolean) => {
    if (saveFile) files.save();
    setBusy(true);
    const left = await games.leave(anyway);
    // Left: this dialog is gone with the game screen.
    if (!left.ok) {
      setBusy(false);
      setProblem(left.reason);
    }
  };
  return (
    <ModalDialog title="Leave for the main menu?" onCancel={onStay} testId="leave-dialog">
      {games.unavailable ? (
        <p className="modal__note">
          This browser cannot keep saved games ({games.unavailable}): save {game}, to a file to keep it.
        </p>
      ) : (
        <p>{capitalised(game)}, is kept in Saved games: open it there to play on.</p>
      )}
      {problem && (
        <p role="alert" className="message message--refusal">
          It could not be kept in Saved games: {problem}. Save it to a file, or leave anyway: a reload offers it again until another game starts.
        </p>
      )}
      <div className="button-row">
        <button type="button" className="primary" disabled={busy} onClick={() => void leave(true)}>
          Save game file and leave
        </button>
        <button type="button" disabled={busy} onClick={() => void leave(false)}>
          {anyway ? 'Leave without saving' : 'Leave'}
        </button>
        <button type="button" data-autofocus onClick={onStay}>
          Stay
        </button>
      </div>
    </ModalDialog>
  );
}
