// `swr/infinite` in front-end code: the hook of the one shared swr (see swrShared.mjs).
export { useSWRInfinite as default } from 'swr';
