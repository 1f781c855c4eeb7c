export * from './highlight';
export * from './messages';
export * from './normalise';
export * from './search.schemas';
export * from './searchLimits';
