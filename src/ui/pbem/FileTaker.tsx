import { useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { readFileText } from './readFile.ts';

interface Props {
  readonly label: string;
  readonly testId: string;
  /** Files larger than this are refused unread. */
  readonly maxBytes: number;
  /** Each file's text, in turn; a file that cannot be read goes to `onRefused`. */
  readonly onText: (text: string, fileName: string) => Promise<void> | void;
  readonly onRefused: (reason: string) => void;
  readonly multiple?: boolean;
  /** Shown in the drop area around the button. */
  readonly hint?: ReactNode;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * A button that opens the file picker, in an area that takes dropped files: without it the browser
 * would open a dropped file in place of the page, losing what is on screen.
 */
export function FileTaker({ label, testId, maxBytes, onText, onRefused, multiple = false, hint }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = async (files: readonly File[]) => {
    for (const file of multiple ? files : files.slice(0, 1)) {
      const read = await readFileText(file, maxBytes);
      if (read.ok) await onText(read.text, file.name);
      else onRefused(read.reason);
    }
  };
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so picking the same file again still counts.
    event.target.value = '';
    void take(files);
  };
  const drop = {
    onDragOver(event: DragEvent) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop(event: DragEvent) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setOver(false);
      void take(Array.from(event.dataTransfer.files));
    },
  };
  return (
    <div className={over ? 'file-taker file-taker--over' : 'file-taker'} data-testid={`${testId}-drop`} {...drop}>
      <button type="button" onClick={() => input.current?.click()}>
        {label}
      </button>
      <input ref={input} type="file" accept=".json,application/json" multiple={multiple} hidden data-testid={testId} onChange={picked} aria-label={label} />
      {hint && <span className="muted">{hint}</span>}
    </div>
  );
}
