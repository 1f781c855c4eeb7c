// `swr/immutable` in front-end code: the hook of the one shared swr (see swrShared.mjs).
export { useSWRImmutable as default } from 'swr';
