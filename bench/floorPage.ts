// The floor page of bench:web (#28): React 19 + react-dom from our node_modules rendering a 60-row list
// (floor/FloorList.jsx), bundled here (esbuild when node_modules has it, else rspack), sent as brotli by a bare
// Express server. Lighthouse measures it in the same run as the site, so each page's figures read against it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import express from 'express';

const ENTRY = path.join(__dirname, 'floor', 'FloorList.jsx');

const HTML = `<!doctype html>
<html lang="ro">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Pagina de referință a bench:web: React randează o listă de 60 de rânduri.">
<link rel="icon" href="data:,">
<title>Acorduri noi</title>
<script defer src="/floor.js"></script>
</head>
<body><div id="root"></div></body>
</html>
`;

export interface FloorPage {
  readonly url: string;
  /** Which bundler built it and the bundle's size as sent (brotli). */
  readonly bundler: string;
  readonly brotliBytes: number;
  stop(): Promise<void>;
}

function hasEsbuild(): boolean {
  try {
    require.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

async function bundleWithEsbuild(outfile: string): Promise<void> {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [ENTRY],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
}

async function bundleWithRspack(outfile: string): Promise<void> {
  const { rspack } = await import('@rspack/core');
  const compiler = rspack({
    mode: 'production',
    entry: ENTRY,
    output: { path: path.dirname(outfile), filename: path.basename(outfile) },
    module: {
      rules: [
        {
          test: /\.jsx$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'ecmascript', jsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
          },
        },
      ],
    },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
}

const accepts = (header: string | undefined, encoding: string) => (header ?? '').includes(encoding);

/** Builds the floor page into a temporary folder and serves it on a free port of 127.0.0.1. */
export async function startFloorPage(): Promise<FloorPage> {
  const outfile = path.join(mkdtempSync(path.join(tmpdir(), 'acorduri-floor-')), 'floor.js');
  const bundler = hasEsbuild() ? 'esbuild' : 'rspack';
  await (bundler === 'esbuild' ? bundleWithEsbuild(outfile) : bundleWithRspack(outfile));
  writeFileSync(path.join(path.dirname(outfile), 'index.html'), HTML);
  const encoded = (text: Buffer) => ({
    br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(text, { level: 9 }),
    identity: text,
  });
  const files = {
    '/': { type: 'text/html; charset=utf-8', bodies: encoded(Buffer.from(HTML)) },
    '/floor.js': { type: 'text/javascript; charset=utf-8', bodies: encoded(readFileSync(outfile)) },
  } as const;
  const app = express();
  for (const [route, { type, bodies }] of Object.entries(files)) {
    app.get(route, (request, response) => {
      const asked = request.headers['accept-encoding'];
      const encoding = accepts(asked, 'br') ? 'br' : accepts(asked, 'gzip') ? 'gzip' : 'identity';
      response.set({ 'Content-Type': type, Vary: 'Accept-Encoding', 'Cache-Control': 'no-cache' });
      if (encoding !== 'identity') response.set('Content-Encoding', encoding);
      response.send(bodies[encoding]);
    });
  }
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bundler,
    brotliBytes: files['/floor.js'].bodies.br.length,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
