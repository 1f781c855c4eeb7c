export * from './guitarVariant';
export * from './messages';
export * from './parseResult';
export * from './pianoVariant';
export * from './romanNumerals';
export * from './roots';
export * from './schemas';
export * from './types';
