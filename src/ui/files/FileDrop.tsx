import { useState, type ReactNode } from 'react';
import './files.css';
import { useReplayStore } from '../../replay/useReplay.ts';
import { FileMessageBanner } from './GameFileButtons.tsx';
import { fileDropHandlers } from './fileDropHandlers.ts';
import { useGameFileActions } from './gameFileActions.ts';
import { VerifyProgressBar } from './verify/VerifyProgressBar.tsx';

/** The whole page takes a dropped game file: loaded as the game, or opened as a replay in the viewer. */
export function FileDrop({ children }: { children: ReactNode }) {
  const [over, setOver] = useState(false);
  const files = useGameFileActions();
  const replay = useReplayStore();
  const drop = fileDropHandlers((file) => void (replay.getState().replay ? files.openReplay(file) : files.load(file)), setOver);
  return (
    <div className="file-drop" data-testid="file-drop" {...drop}>
      <FileMessageBanner />
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
