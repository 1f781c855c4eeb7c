// Packages that must exist once per page: a second React or styled-components is a bug. Its own file so tools
// that only need the list (the release contract check) do not load rspack.
module.exports = {
  // ui-kit is not among them: shared, it is never tree-shaken, and the whole kit (every component, DOMPurify and
  // the Joi its form parts import) measured 60 KB brotli more on every page than each build's own used part of it.
  // Its theme and styles live in styled-components' context, which is shared.
  SINGLETONS: ['react', 'react-dom', 'react-router', 'styled-components', 'swr'],
};
