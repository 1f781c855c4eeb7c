export * from './messages';
export * from './normalise';
export * from './search.schemas';
