export * from './account';
export * from './chords';
export * from './client';
export * from './errors';
export * from './letters';
export * from './routes';
export * from './search';
export * from './validation';
