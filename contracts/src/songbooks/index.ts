export * from './api';
export * from './keyLink';
export * from './messages';
export * from './schemas';
export * from './types';
