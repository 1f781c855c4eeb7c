import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Compiler } from '@rspack/core';
import { withStartScript } from './src/start/startScriptTag';

/** Points dist/index.html at the start script once it is written. */
class StartScriptTagPlugin {
  constructor(private readonly outputPath: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('StartScriptTagPlugin', (compilation) => {
      const start = compilation.getAssets().find((asset) => /^start\.[^/]*\.js$/.test(asset.name));
      if (!start) throw new Error('start.rspack.config.ts wrote no start script');
      const page = path.join(this.outputPath, 'index.html');
      fs.writeFileSync(page, withStartScript(fs.readFileSync(page, 'utf8'), `/${start.name}`));
    });
  }
}

/**
 * Writes `start.[hash].js.br` at brotli's best level beside the script, as tools/mf-config does for the shell's
 * other files (whose plugin skips files under 1 KB): the start script is on every page and under the API's
 * on-the-fly compression threshold too, so it went as 786 plain bytes; brotli sends it in 374.
 */
class StartScriptBrotliPlugin {
  constructor(private readonly outputPath: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('StartScriptBrotliPlugin', (compilation) => {
      for (const { name } of compilation
        .getAssets()
        .filter((asset) => /^start\.[^/]*\.js$/.test(asset.name))) {
        const file = path.join(this.outputPath, name);
        const compressed = zlib.brotliCompressSync(fs.readFileSync(file), {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        });
        fs.writeFileSync(`${file}.br`, compressed);
      }
    });
  }
}

/**
 * The start script's own build, run after the shell's and before the service worker's (`npm run build`):
 * dist/start.[hash].js, a few hundred bytes without the federation runtime an entry of the shell's build would
 * carry, and the shell's page starting through it (src/start).
 */
export default (_env: unknown, argv: { mode?: 'production' | 'development' } = {}) => {
  const mode = argv.mode ?? 'production';
  const outputPath = process.env.MF_OUTPUT_DIR
    ? path.resolve(process.env.MF_OUTPUT_DIR)
    : path.join(__dirname, 'dist');
  return {
    mode,
    context: __dirname,
    target: ['web', 'es2020'],
    entry: { start: './src/start/index.ts' },
    output: { path: outputPath, filename: 'start.[contenthash:8].js', clean: false, publicPath: '/' },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { target: 'es2020', parser: { syntax: 'typescript' } } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new StartScriptTagPlugin(outputPath),
      ...(mode === 'production' ? [new StartScriptBrotliPlugin(outputPath)] : []),
    ],
    devtool: false,
    stats: 'errors-warnings',
  };
};
