import ChordStrip from './ChordStrip';

// Needs the API (/api/cache and /cache/chordDatabase.json) or a fetch mock in the Storybook preview.
const meta = {
  title: 'mf-chords/ChordStrip',
  component: ChordStrip,
  args: {
    body: 'am          F         C        G\nAm fost pe drum, și-am cântat o zi\n   Dm        G/B     C\n',
  },
};
export default meta;

export const Guitar = {};

export const Piano = { args: { initialInstrument: 'piano' } };

export const TransposedUpTwo = { args: { semitones: 2 } };
