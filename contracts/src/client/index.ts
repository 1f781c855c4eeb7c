export * from './alerts';
export * from './apiFetch';
export * from './session';
export * from './tabBodyCipher';
