import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/rules/index.ts';
import { cuesOf, MAX_CUES } from '../../../src/ui/sound/cues.ts';
import { keepSound, SOUND_KEY, soundOn } from '../../../src/ui/sound/soundSetting.ts';

const moved = { type: 'UNIT_MOVED' } as unknown as GameEvent;
const fought = { type: 'COMBAT_RESOLVED' } as unknown as GameEvent;
const fell = { type: 'UNIT_DESTROYED' } as unknown as GameEvent;
const captured = { type: 'BUILDING_CAPTURED' } as unknown as GameEvent;
const income = { type: 'INCOME_COLLECTED' } as unknown as GameEvent;

describe('the sounds of a turn', () => {
  it('one footfall for a run of moves, then each fight, fall and capture in order; bookkeeping is silent', () => {
    expect(cuesOf([moved, moved, moved, fought, fell, moved, captured, income])).toEqual(['move', 'fight', 'fall', 'move', 'capture']);
  });

  it('a big turn is a short flourish', () => {
    expect(cuesOf(Array.from({ length: 40 }, (_, i) => (i % 2 ? fought : fell)))).toHaveLength(MAX_CUES);
  });

  it('is off until the player turns it on, and the choice is kept; blocked storage means off', () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    };
    expect(soundOn(storage)).toBe(false);
    keepSound(storage, true);
    expect(kept.get(SOUND_KEY)).toBe('on');
    expect(soundOn(storage)).toBe(true);
    keepSound(storage, false);
    expect(soundOn(storage)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {},
    };
    expect(soundOn(blocked)).toBe(false);
    expect(() => keepSound(blocked, true)).not.toThrow();
  });
});
