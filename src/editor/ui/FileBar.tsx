import { useEffect, useRef, useState } from 'react';
import { download, fileStem } from '../../ui/download.ts';
import { mapFileText } from '../draftFile.ts';
import { mapPictureBlob } from './exportPng.ts';
import { openMapFile } from '../openMapFile.ts';
import { goTo } from '../../state/router.ts';
import { useEditor, useEditorStore, useHistory } from './useEditor.ts';

/** Map name, open/save/export, undo/redo, play, back. */
export function FileBar({ say, onPlay }: { say: (message: string, bad?: boolean) => void; onPlay: () => void }) {
  const editorStore = useEditorStore();
  const draft = useEditor((s) => s.draft);
  const canUndo = useHistory((h) => h.pastStates.length > 0);
  const canRedo = useHistory((h) => h.futureStates.length > 0);
  const fileInput = useRef<HTMLInputElement>(null);
  // The name is committed on blur or Enter, so typing a name is one undo step, not one per letter.
  const [name, setName] = useState(draft.name);
  useEffect(() => setName(draft.name), [draft.name]);
  const commitName = () => {
    if (name !== draft.name) editorStore.getState().rename(name);
  };

  const open = async (file: File | undefined) => {
    if (!file) return;
    // Cleared first, so choosing the same file again (after fixing it) fires a change.
    if (fileInput.current) fileInput.current.value = '';
    await openMapFile(editorStore, file, say);
  };

  const save = () => {
    try {
      const text = mapFileText(editorStore.getState().draft);
      download(new Blob([text], { type: 'application/json' }), `${fileStem(draft.name)}.karnage-map.json`);
      say('Map file saved.');
    } catch (error) {
      say(`The map could not be saved: ${error instanceof Error ? error.message : String(error)}`, true);
    }
  };

  const exportPng = async () => {
    try {
      download(await mapPictureBlob(editorStore.getState().draft), `${fileStem(draft.name)}.png`);
      say('Picture exported.');
    } catch (error) {
      say(`The picture could not be made: ${error instanceof Error ? error.message : String(error)}`, true);
    }
  };

  const history = editorStore.temporal.getState();
  return (
    <header className="editor__bar">
      <button type="button" onClick={() => goTo('game')}>
        ← Back
      </button>
      <h1 className="editor__title">Map editor</h1>
      <label>
        <span className="sr-only">Map name</span>
        <input
          className="editor__name"
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
          onBlur={commitName}
          onKeyDown={(e) => e.key === 'Enter' && commitName()}
        />
      </label>
      <div className="button-row">
        <button type="button" onClick={() => fileInput.current?.click()}>
          Open…
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          aria-label="Open map file"
          tabIndex={-1}
          onChange={(e) => void open(e.target.files?.[0])}
        />
        <button type="button" onClick={save}>
          Save<span className="editor__more"> map file</span>
        </button>
        <button type="button" onClick={() => void exportPng()}>
          Export PNG
        </button>
      </div>
      <div className="button-row">
        <button type="button" disabled={!canUndo} aria-keyshortcuts="Control+Z" onClick={() => history.undo()}>
          Undo
        </button>
        <button type="button" disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z" onClick={() => history.redo()}>
          Redo
        </button>
      </div>
      <button type="button" className="primary" onClick={onPlay}>
        Play this map
      </button>
    </header>
  );
}
