export * from './alerts';
export * from './apiFetch';
export * from './idempotentAction';
export * from './pageData';
export * from './remoteModuleLoader';
export * from './remotesManifest';
export * from './session';
export * from './tabBodyCipher';
