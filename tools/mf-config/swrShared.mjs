// swr shared as one module together with its infinite and immutable hooks. Each of swr's entry points bundles its
// own copy of swr's internals (cache and config context), so `swr/infinite` built into a remote beside a shared
// `swr` read another cache than the shell's SWRConfig (its first data) and shipped swr twice.
export * from 'swr-build';
export { default } from 'swr-build';
export { default as useSWRImmutable } from 'swr-build-immutable';
export { default as useSWRInfinite } from 'swr-build-infinite';
