export * from './normalise';
