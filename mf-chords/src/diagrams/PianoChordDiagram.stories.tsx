import PianoChordDiagram from './PianoChordDiagram';

// Component Story Format objects (no Storybook import, so the package does not depend on Storybook).
const meta = {
  title: 'mf-chords/PianoChordDiagram',
  component: PianoChordDiagram,
  args: { chord: 'C', variant: '|| ||| || ||| \n0 0 0         ', index: 1 },
};
export default meta;

export const RootPosition = {};

export const WithBlackKeys = { args: { chord: 'A', variant: '|| ||| 0| ||| \n     0   0    ' } };

export const SecondOctave = { args: { chord: 'Bb', variant: '|| ||0 || ||| \n        0 0   ' } };
