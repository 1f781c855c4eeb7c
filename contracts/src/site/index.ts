export * from './routeMeta';
