export * from './chord';
export * from './comments';
export * from './file';
export * from './lessons';
export * from './log';
export * from './paging';
export * from './users';
