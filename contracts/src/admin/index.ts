export * from './chord';
export * from './file';
export * from './paging';
