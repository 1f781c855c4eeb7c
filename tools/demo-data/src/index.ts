export { artistCountFor, artistName } from './artistName';
export { DEFAULT_SEED_TABS, DEMO_NOW, DEMO_USERS, SEED, stepSeed } from './demoArchive';
export { midiForChords } from './midiFile';
export { SeededRandom } from './random';
export { chordLineFor, lyricLine, songText, songTitle } from './songText';
export * from './words';
