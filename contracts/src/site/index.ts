export * from './routeMeta';
export * from './tabPageTitle';
