import { frequencyOf } from './voicing';

export type Timbre = 'guitar' | 'piano';

/** What the synthesis needs of an AudioContext (a narrow type, so tests can pass a recording fake). */
export interface SoundContext {
  readonly sampleRate: number;
  readonly currentTime: number;
  readonly destination: AudioNode;
  createBuffer(channels: number, length: number, sampleRate: number): AudioBuffer;
  createBufferSource(): AudioBufferSourceNode;
  createGain(): GainNode;
}

const NOTE_SECONDS = 2;
/** A strum: each string a little after the one below it. */
const STRUM_GAP_SECONDS = 0.035;
/** A piano chord's keys land almost together. */
const PIANO_GAP_SECONDS = 0.008;
const LEVEL = 0.35;

/**
 * A plucked string by Karplus-Strong: a burst of noise one period long, fed back through a two-point average
 * (the string's damping), so it rings at the note's pitch and darkens as it fades.
 */
export function pluckedString(sampleRate: number, frequency: number, random: () => number = Math.random) {
  const samples = new Float32Array(Math.round(sampleRate * NOTE_SECONDS));
  const period = Math.max(2, Math.round(sampleRate / frequency));
  for (let i = 0; i < period && i < samples.length; i++) samples[i] = random() * 2 - 1;
  for (let i = period; i < samples.length; i++) {
    const older = samples[i - period] ?? 0;
    samples[i] = 0.996 * 0.5 * (older + (samples[i - period - 1] ?? older));
  }
  return samples;
}

/** A struck piano string, roughly: a few harmonics, the higher ones fading faster. */
export function struckString(sampleRate: number, frequency: number) {
  const samples = new Float32Array(Math.round(sampleRate * NOTE_SECONDS));
  const partials = [1, 0.5, 0.25, 0.12];
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    let value = 0;
    partials.forEach((amplitude, index) => {
      const harmonic = index + 1;
      value += amplitude * Math.exp(-t * (1.5 + harmonic)) * Math.sin(2 * Math.PI * frequency * harmonic * t);
    });
    // A few milliseconds of attack keep the start from clicking.
    samples[i] = value * Math.min(1, t / 0.004) * 0.5;
  }
  return samples;
}

/**
 * Plays `notes` (MIDI numbers, lowest first) from now: strummed low to high for the guitar, nearly together for
 * the piano. Everything is synthesised here: nothing is fetched. Answers when each note was scheduled to start.
 */
export function playNotes(context: SoundContext, notes: readonly number[], timbre: Timbre): number[] {
  const gap = timbre === 'guitar' ? STRUM_GAP_SECONDS : PIANO_GAP_SECONDS;
  const level = LEVEL / Math.sqrt(Math.max(1, notes.length));
  const start = context.currentTime + 0.02;
  return notes.map((note, index) => {
    const frequency = frequencyOf(note);
    const samples =
      timbre === 'guitar'
        ? pluckedString(context.sampleRate, frequency)
        : struckString(context.sampleRate, frequency);
    const buffer = context.createBuffer(1, samples.length, context.sampleRate);
    buffer.getChannelData(0).set(samples);
    const source = context.createBufferSource();
    source.buffer = buffer;
    const gain = context.createGain();
    gain.gain.value = level;
    source.connect(gain);
    gain.connect(context.destination);
    const when = start + index * gap;
    source.start(when);
    return when;
  });
}
