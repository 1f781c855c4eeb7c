export * from './chordClass';
export * from './chordCodes';
export * from './degrees';
export * from './messages';
export * from './musicKey';
export * from './schemas';
export * from './tabChordSet';
export * from './types';
