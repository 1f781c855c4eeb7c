// Packages that must exist once per page: a second React or styled-components is a bug. Its own file so tools
// that only need the list (the release contract check) do not load rspack.
module.exports = {
  SINGLETONS: ['react', 'react-dom', 'react-router', 'styled-components', 'swr', '@acorduri/ui-kit'],
};
