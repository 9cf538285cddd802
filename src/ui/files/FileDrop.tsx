import { useState, type ReactNode } from 'react';
import './files.css';
import { useReplayStore } from '../../replay/useReplay.ts';
import { FileMessageBanner } from './GameFileButtons.tsx';
import { fileDropHandlers } from './fileDropHandlers.ts';
import { useGameFileActions } from './gameFileActions.ts';
import { VerifyProgressBar } from './verify/VerifyProgressBar.tsx';

/**
 * The whole page takes a dropped game file: loaded as the game, or opened as a replay in the viewer. Its message
 * floats under the page's header; a page that shows the message in its own flow says `ownMessage`.
 */
export function FileDrop({ children, ownMessage = false }: { children: ReactNode; ownMessage?: boolean }) {
  const [over, setOver] = useState(false);
  const files = useGameFileActions();
  const replay = useReplayStore();
  const drop = fileDropHandlers((file) => void (replay.getState().replay ? files.openReplay(file) : files.load(file)), setOver);
  return (
    <div className="file-drop" data-testid="file-drop" {...drop}>
      {!ownMessage && <FileMessageBanner />}
      <VerifyProgressBar />
      {children}
      {over && (
        <div className="file-drop__hint" aria-hidden="true">
          Drop a .karnage.json file to {replay.getState().replay ? 'replay it' : 'load it'}
        </div>
      )}
    </div>
  );
}
