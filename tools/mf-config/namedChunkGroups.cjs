// Writes chunk-groups.json: the script files of every named chunk group (entry points, exposes, and lazy screens
// named with `webpackChunkName`), so the server can preload what a route will ask for (api/src/site/routePreloads).
const { Compilation, sources } = require('@rspack/core');

const FILE = 'chunk-groups.json';
const PLUGIN = 'NamedChunkGroupsPlugin';

class NamedChunkGroupsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = group.getFiles().filter((file) => file.endsWith('.js'));
          }
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(groups, null, 1)}\n`));
        },
      );
    });
  }
}

module.exports = { NamedChunkGroupsPlugin, CHUNK_GROUPS_FILE: FILE };
