export * from './description';
export * from './messages';
export * from './tab.schemas';
export * from './tab.types';
