import type { Instrument } from '../diagrams/InstrumentToggle';
import { storedPreference } from './storedPreference';

/** Guitar or piano diagrams: chosen in the strip, followed by the chord popovers of the text. */
export const INSTRUMENT_STORAGE_KEY = 'acorduri.chords.instrument';

const instrument = storedPreference<Instrument>(
  INSTRUMENT_STORAGE_KEY,
  (stored) => (stored === 'piano' ? 'piano' : 'guitar'),
  (value) => (value === 'guitar' ? null : value),
);

export const setDiagramInstrument = instrument.set;
export const useDiagramInstrument = instrument.use;
