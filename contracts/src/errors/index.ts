export * from './catalogue';
export * from './idempotency';
