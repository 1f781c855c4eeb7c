export * from './common';
export * from './linkUrl';
