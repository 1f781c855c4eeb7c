import fs from 'node:fs';
import path from 'node:path';
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
    plugins: [new StartScriptTagPlugin(outputPath)],
    devtool: false,
    stats: 'errors-warnings',
  };
};
