import { renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListenButton } from './ListenButton';
import { playNotes, pluckedString, type SoundContext } from './synth';
import { frequencyOf, guitarNotes, pianoNotes } from './voicing';

const C_MAJOR = ['I', 'x  o o', '----1-', '--2---', '-3----', '------', '------'].join('\n');

/** A recording stand-in for the browser's AudioContext: what was scheduled, and when. */
class RecordingContext implements SoundContext {
  static made: RecordingContext[] = [];
  readonly sampleRate = 8000;
  readonly currentTime = 1;
  readonly destination = {} as AudioNode;
  readonly started: number[] = [];
  readonly buffers: Float32Array[] = [];
  resumed = false;
  constructor() {
    RecordingContext.made.push(this);
  }
  resume() {
    this.resumed = true;
    return Promise.resolve();
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    this.buffers.push(data);
    return { getChannelData: () => data } as unknown as AudioBuffer;
  }
  createBufferSource() {
    return {
      connect: () => undefined,
      start: (when: number) => this.started.push(when),
    } as unknown as AudioBufferSourceNode;
  }
  createGain() {
    return { gain: { value: 0 }, connect: () => undefined } as unknown as GainNode;
  }
}

describe('hearing a chord', () => {
  it('reads the voicing of a guitar and a piano diagram', () => {
    expect(guitarNotes(C_MAJOR)).toEqual([48, 52, 55, 60, 64]);
    expect(guitarNotes('V\n      \n111111\n------\n------\n------\n------')).toEqual([
      45, 50, 55, 60, 64, 69,
    ]);
    expect(pianoNotes('              \n0 0 0         ')).toEqual([48, 52, 55]);
    expect(frequencyOf(69)).toBe(440);
  });

  it('plucks a string at its pitch: the sound repeats every period and fades', () => {
    const samples = pluckedString(8000, 200, () => 0.75);
    expect(samples[0]).toBeCloseTo(0.5);
    expect(samples[40]).toBeCloseTo(0.996 * 0.5, 5);
    expect(Math.abs(samples[7999] ?? 1)).toBeLessThan(Math.abs(samples[0] ?? 0));
  });

  it('strums the guitar low to high and strikes the piano keys almost together', () => {
    const context = new RecordingContext();
    const strum = playNotes(context, [48, 52, 55], 'guitar');
    expect(strum[0]).toBeGreaterThanOrEqual(context.currentTime);
    expect(strum[1]! - strum[0]!).toBeCloseTo(0.035);
    expect(strum[2]! - strum[1]!).toBeCloseTo(0.035);
    const chord = playNotes(context, [48, 52, 55], 'piano');
    expect(chord[2]! - chord[0]!).toBeLessThan(0.02);
    expect(context.buffers.every((buffer) => buffer.some((sample) => sample !== 0))).toBe(true);
  });

  it('"Ascultă" starts one page AudioContext and schedules the voicing', async () => {
    RecordingContext.made = [];
    (globalThis as { AudioContext?: unknown }).AudioContext = RecordingContext;
    renderWithProviders(<ListenButton chord="C" variant={C_MAJOR} instrument="guitar" />);
    await userEvent.click(screen.getByRole('button', { name: 'Ascultă C' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ascultă C' }));
    expect(RecordingContext.made).toHaveLength(1);
    const [context] = RecordingContext.made;
    expect(context?.resumed).toBe(true);
    await waitFor(() => expect(context?.started).toHaveLength(10));
  });
});
