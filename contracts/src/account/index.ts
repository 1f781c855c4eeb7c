export * from './constants';
export * from './instruments';
export * from './messages';
export * from './schemas';
export * from './types';
