import { createConfig } from '@acorduri/mf-config';

export default createConfig({
  dir: __dirname,
  name: 'mf_chords',
  port: 3104,
  exposes: {
    './App': './src/App.tsx',
    './GuitarChordDiagram': './src/diagrams/GuitarChordDiagram.tsx',
    './PianoChordDiagram': './src/diagrams/PianoChordDiagram.tsx',
    './ChordStrip': './src/chordStrip/ChordStrip.tsx',
    './ChordDiagram': './src/chordStrip/ChordDiagram.tsx',
    './chordTools': './src/theory/index.ts',
  },
});
