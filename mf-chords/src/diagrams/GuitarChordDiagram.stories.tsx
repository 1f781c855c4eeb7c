import GuitarChordDiagram from './GuitarChordDiagram';

// Component Story Format objects (no Storybook import, so the package does not depend on Storybook).
const meta = {
  title: 'mf-chords/GuitarChordDiagram',
  component: GuitarChordDiagram,
  args: {
    chord: 'C',
    variant: ['I', 'x  o o', '----1-', '--2---', '-3----', '------', '------'].join('\n'),
    index: 1,
  },
};
export default meta;

export const OpenPosition = {};

export const BarreHigherUp = {
  args: {
    chord: 'C',
    variant: ['VIII', '      ', '1---11', '---2--', '-34---', '------', '------'].join('\n'),
    index: 2,
  },
};

export const LeftHanded = { args: { leftHanded: true } };

export const InvalidDefinition = { args: { variant: 'nu e un acord' } };
