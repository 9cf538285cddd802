import { describe, expect, test } from 'vitest';
import { blankDraft } from '../../src/editor/draft.ts';
import { createEditorStore } from '../../src/editor/editorStore.ts';
import { playVerdict } from '../../src/editor/premadeOf.ts';

// "Play this map" with a start flagged ✗ (its race's home terrain not within 2 hexes) asks first, naming it.

function twoStarts(race1: 'orcs' | 'humans' | null, race2: 'dwarves' | 'humans' | null) {
  const editor = createEditorStore(blankDraft(12, 10)); // all Grasslands
  const s = editor.getState();
  s.setSlotRace(0, race1);
  s.setSlotRace(1, race2);
  s.setActiveSlot(0);
  s.placeStart({ col: 2, row: 2 });
  s.setActiveSlot(1);
  s.placeStart({ col: 9, row: 7 });
  return editor.getState().draft;
}

describe('Play this map', () => {
  test('asks first about a start flagged ✗, naming each with its race and missing home terrain', () => {
    const verdict = playVerdict(twoStarts('orcs', 'dwarves'));
    expect(verdict).toMatchObject({
      kind: 'ask',
      question: 'Start 1 (Orcs) has no Desert within 2 hexes and start 2 (Dwarves) has no Mountains within 2 hexes. Play this map anyway?',
    });
    expect(verdict.kind === 'ask' && verdict.premade.starts).toHaveLength(2);
  });

  test('plays at once when every start has its home terrain near, or takes any race', () => {
    expect(playVerdict(twoStarts('humans', 'humans')).kind).toBe('play');
    expect(playVerdict(twoStarts(null, null)).kind).toBe('play');
    expect(playVerdict(twoStarts('humans', null)).kind).toBe('play');
  });

  test('refuses, with the reason, a draft that cannot be played', () => {
    expect(playVerdict(blankDraft(12, 10))).toEqual({ kind: 'refuse', reason: 'Cannot play yet: place at least 2 start positions first (0 placed).' });
  });
});
