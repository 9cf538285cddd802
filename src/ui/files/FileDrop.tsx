import { useState, type DragEvent, type ReactNode } from 'react';
import './files.css';
import { replayStore } from '../../replay/replayStore.ts';
import { FileMessageBanner } from './GameFileButtons.tsx';
import { loadGameFile, openReplayFile } from './gameFileActions.ts';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** The whole page takes a dropped game file: loaded as the game, or opened as a replay in the viewer. */
export function FileDrop({ children }: { children: ReactNode }) {
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (!file) return;
    void (replayStore.getState().replay ? openReplayFile(file) : loadGameFile(file));
  };
  return (
    <div className="file-drop" data-testid="file-drop" onDragOver={onDragOver} onDragLeave={() => setOver(false)} onDrop={onDrop}>
      <FileMessageBanner />
      {children}
      {over && (
        <div className="file-drop__hint" aria-hidden="true">
          Drop a .karnage.json file to {replayStore.getState().replay ? 'replay it' : 'load it'}
        </div>
      )}
    </div>
  );
}
