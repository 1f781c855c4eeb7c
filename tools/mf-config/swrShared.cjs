// Shares swr as swrShared.mjs and points `swr/infinite` and `swr/immutable` at its hooks (see swrShared.mjs).
const path = require('node:path');

const SWR_SHARED_FILE = path.join(__dirname, 'swrShared.mjs');

/** Resolve aliases: swr's own ES entry points for swrShared.mjs, and the subpaths to their shims. */
function swrAliases(fromDir) {
  const main = require.resolve('swr', { paths: [fromDir] });
  const dist = path.join(main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`)), 'dist');
  return {
    'swr-build$': path.join(dist, 'index', 'index.mjs'),
    'swr-build-infinite$': path.join(dist, 'infinite', 'index.mjs'),
    'swr-build-immutable$': path.join(dist, 'immutable', 'index.mjs'),
    'swr/infinite$': path.join(__dirname, 'swrInfinite.mjs'),
    'swr/immutable$': path.join(__dirname, 'swrImmutable.mjs'),
  };
}

module.exports = { SWR_SHARED_FILE, swrAliases };
