// Shares react-router as the subset in reactRouterSubset.mjs and guards that subset: a name imported by front-end
// code but missing from it would be undefined at run time, so the build fails instead.
const path = require('node:path');
const fs = require('node:fs');

const SUBSET_FILE = path.join(__dirname, 'reactRouterSubset.mjs');
/** Folders (from the repository root) whose code runs in the composed page besides the package being built. */
const FRONT_END_SOURCES = [
  'shell/src',
  'mf-public/src',
  'mf-account/src',
  'mf-admin/src',
  'mf-chords/src',
  'ui-kit/src',
  'tools/list-toolkit/src',
  'tools/mf-standalone/src',
];
const NAMED_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router'/g;
const OTHER_IMPORT =
  /import\s+(\*\s+as\s+\w+|\w+)\s*(,\s*\{[^}]*\})?\s*from\s*'react-router'|from\s*'react-router\//;

/** The package's production ES build (its export map only offers the development one to bundlers). */
function productionBuild(fromDir) {
  const main = require.resolve('react-router', { paths: [fromDir] });
  const root = main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`));
  return path.join(root, 'dist', 'production', 'index.mjs');
}

function subsetNames() {
  const text = fs.readFileSync(SUBSET_FILE, 'utf8');
  const list = text.match(/export\s*\{([^}]*)\}/)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

function sourceFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    const isCode = entry.isFile() && /\.[jt]sx?$/.test(entry.name);
    // Tests run in jest against the whole package, never in the bundle.
    const isTest = /\.test\.[jt]sx?$/.test(entry.name) || file.split(path.sep).includes('test');
    return isCode && !isTest ? [file] : [];
  });
}

/** Throws when code under `dir/src` or the other front-end folders imports from react-router beyond the subset. */
function assertSubsetCovers(dir, repoRoot) {
  const available = subsetNames();
  const folders = new Set([path.join(dir, 'src'), ...FRONT_END_SOURCES.map((f) => path.join(repoRoot, f))]);
  const problems = [];
  for (const file of [...folders].flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    if (OTHER_IMPORT.test(text)) problems.push(`${file}: only named imports from 'react-router' are shared`);
    for (const [, typeOnly, names] of text.matchAll(NAMED_IMPORT)) {
      if (typeOnly) continue;
      for (const raw of names.split(',')) {
        const name = raw.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ') && !available.has(name)) {
          problems.push(`${file}: '${name}' is not in tools/mf-config/reactRouterSubset.mjs`);
        }
      }
    }
  }
  if (problems.length > 0) throw new Error(`react-router subset:\n${problems.join('\n')}`);
}

module.exports = { SUBSET_FILE, productionBuild, assertSubsetCovers };
