// The game's sounds, made with the Web Audio API from oscillators and noise: nothing to download, a few
// hundred bytes of code. Each cue is a short envelope; `at` is the context time it starts.
import type { Cue } from './cues.ts';

/** A tone that swells and dies away: frequency from → to over its length. */
function tone(ctx: AudioContext, at: number, from: number, to: number, length: number, type: OscillatorType, volume: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, at);
  osc.frequency.exponentialRampToValueAtTime(to, at + length);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(volume, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + length + 0.02);
}

/** A burst of filtered noise: a step, a clash. */
function noise(ctx: AudioContext, at: number, length: number, frequency: number, volume: number): void {
  const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * length), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length);
  const source = ctx.createBufferSource();
  const filter = ctx.createBiquadFilter();
  const gain = ctx.createGain();
  source.buffer = buffer;
  filter.type = 'bandpass';
  filter.frequency.value = frequency;
  gain.gain.value = volume;
  source.connect(filter).connect(gain).connect(ctx.destination);
  source.start(at);
}

/** How long each cue lasts, so the next starts after it. */
export const CUE_SECONDS: Readonly<Record<Cue, number>> = { move: 0.18, fight: 0.32, fall: 0.4, capture: 0.45, turn: 0.5 };

export function playCue(ctx: AudioContext, cue: Cue, at: number): void {
  switch (cue) {
    case 'move':
      noise(ctx, at, 0.08, 400, 0.25);
      noise(ctx, at + 0.09, 0.08, 350, 0.2);
      return;
    case 'fight':
      noise(ctx, at, 0.12, 2500, 0.35);
      tone(ctx, at, 220, 110, 0.25, 'square', 0.06);
      noise(ctx, at + 0.14, 0.12, 3000, 0.3);
      return;
    case 'fall':
      tone(ctx, at, 300, 80, 0.4, 'sawtooth', 0.07);
      return;
    case 'capture':
      tone(ctx, at, 523, 523, 0.15, 'triangle', 0.12);
      tone(ctx, at + 0.15, 784, 784, 0.28, 'triangle', 0.12);
      return;
    case 'turn':
      tone(ctx, at, 392, 392, 0.2, 'triangle', 0.1);
      tone(ctx, at + 0.2, 523, 523, 0.3, 'triangle', 0.1);
      return;
  }
}
