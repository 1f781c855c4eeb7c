export * from './letters';
