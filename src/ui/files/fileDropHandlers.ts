import type { DragEvent } from 'react';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Handlers that make an element take a dropped file (and nothing else: dragged text still works).
 * Without them the browser opens a dropped file in place of the page, losing what is on screen.
 */
export function fileDropHandlers(onFile: (file: File) => void, onOver: (over: boolean) => void = () => {}) {
  return {
    onDragOver(event: DragEvent) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      onOver(true);
    },
    onDragLeave() {
      onOver(false);
    },
    onDrop(event: DragEvent) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      onOver(false);
      const file = event.dataTransfer.files[0];
      if (file) onFile(file);
    },
  };
}
