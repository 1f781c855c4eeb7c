export * from './alerts';
export * from './apiFetch';
export * from './remotesManifest';
export * from './session';
export * from './tabBodyCipher';
