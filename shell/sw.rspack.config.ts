import fs from 'node:fs';
import path from 'node:path';
import rspack from '@rspack/core';

/**
 * The service worker's own build, run after the shell's (`npm run build`): one file, dist/sw.js, served at the
 * site root. Its precache list is the shell's hashed scripts, read from the shell's finished build; the shell's
 * HTML is not in it (each page is its own answer, cached as a page), nor are source maps.
 */
export default (_env: unknown, argv: { mode?: 'production' | 'development' } = {}) => {
  const mode = argv.mode ?? 'production';
  const outputPath = process.env.MF_OUTPUT_DIR
    ? path.resolve(process.env.MF_OUTPUT_DIR)
    : path.join(__dirname, 'dist');
  const precache = fs
    .readdirSync(outputPath)
    .filter((file) => file.endsWith('.js') && file !== 'sw.js')
    .sort()
    .map((file) => ({ url: `/${file}`, revision: null }));
  return {
    mode,
    context: __dirname,
    target: 'webworker',
    entry: { sw: './src/serviceWorker/sw.ts' },
    output: { path: outputPath, filename: 'sw.js', clean: false },
    resolve: { extensions: ['.ts', '.js'], conditionNames: ['source', 'import', 'module', 'default'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'self.__WB_MANIFEST': JSON.stringify(precache),
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
    ],
    devtool: false,
    stats: 'errors-warnings',
  };
};
