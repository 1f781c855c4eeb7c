export * from './chords';
export * from './client';
export * from './errors';
export * from './routes';
export * from './validation';
