import { useEffect, useRef, type RefObject } from 'react';
import { TERRAIN_IDS } from '../../rules/index.ts';
import type { EditorTool } from '../editorStore.ts';
import { isTextEntry } from '../../ui/keyTargets.ts';
import { useEditorStore } from './useEditor.ts';

const TOOL_KEYS: Readonly<Record<string, EditorTool>> = { b: 'brush', f: 'fill', i: 'eyedropper', s: 'start' };

/** Editor keys: 1–8 terrain, B/F/I/S tools, [ ] radius, Ctrl+Z undo, Ctrl+Shift+Z / Ctrl+Y redo. Returns "Space is held". */
export function useEditorKeys(): RefObject<boolean> {
  const space = useRef(false);
  const editorStore = useEditorStore();
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      const s = editorStore.getState();
      const history = editorStore.temporal.getState();
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && key === 'z') {
        if (isTextEntry(e.target)) return; // the text field's own undo
        e.preventDefault();
        if (s.isStroking()) return;
        if (e.shiftKey) history.redo();
        else history.undo();
        return;
      }
      if (mod && key === 'y') {
        if (isTextEntry(e.target)) return;
        e.preventDefault();
        history.redo();
        return;
      }
      if (mod || e.altKey || isTextEntry(e.target)) return;
      if (e.key === ' ') {
        space.current = true;
        if (!(e.target instanceof HTMLButtonElement)) e.preventDefault();
        return;
      }
      // Keys 1–8 pick the terrain in that place.
      const digit = Number(e.key);
      const terrain = Number.isInteger(digit) ? TERRAIN_IDS[digit - 1] : undefined;
      if (terrain) s.setTerrain(terrain);
      else if (TOOL_KEYS[key]) s.setTool(TOOL_KEYS[key]);
      else if (e.key === '[') s.setRadius(s.radius - 1);
      else if (e.key === ']') s.setRadius(s.radius + 1);
    };
    const up = (e: KeyboardEvent) => {
      if (e.key === ' ') space.current = false;
    };
    const blur = () => (space.current = false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', blur);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', blur);
    };
  }, [editorStore]);
  return space;
}
