// The one audio context of the page and the cues queued on it, one after another.
import type { Cue } from './cues.ts';
import { CUE_SECONDS, playCue } from './synth.ts';

const GAP = 0.06;
/** The most cues remembered for the tests: a long evening's play keeps no more. */
const MAX_KEPT = 200;

let context: AudioContext | null = null;
/** When the queue is free again, in the context's time. */
let freeAt = 0;
/** Cues played since the page opened: the browser tests hear them through window.__karnageSound. */
const played: Cue[] = [];

declare global {
  interface Window {
    __karnageSound?: { readonly played: readonly Cue[] };
  }
}

function audio(): AudioContext | null {
  if (context) return context;
  if (typeof AudioContext === 'undefined') return null;
  context = new AudioContext();
  window.__karnageSound = { played };
  return context;
}

/** Plays the cues one after another, after any still sounding. */
export function playCues(cues: readonly Cue[]): void {
  const ctx = audio();
  if (!ctx || cues.length === 0) return;
  if (ctx.state === 'suspended') void ctx.resume();
  let at = Math.max(ctx.currentTime + 0.02, freeAt);
  for (const cue of cues) {
    playCue(ctx, cue, at);
    played.push(cue);
    if (played.length > MAX_KEPT) played.splice(0, played.length - MAX_KEPT);
    at += CUE_SECONDS[cue] + GAP;
  }
  freeAt = at;
}
