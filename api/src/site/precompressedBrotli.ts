import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Sends `<file>.br`, written at build time at brotli's best level (tools/mf-config), instead of `<file>` to a
 * browser that accepts brotli; the static handler after it serves the file. Looked up on each request rather than
 * listed at start, so a remote rebuilt while the API runs is served compressed at once and a file without its
 * `.br` falls back to the plain file (compressed on the fly by the app's compression middleware).
 */
export function precompressedBrotli(root: string): RequestHandler {
  const base = path.resolve(root);
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.acceptsEncodings('br')) {
      next();
      return;
    }
    let requested: string;
    try {
      requested = decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    const file = path.join(base, requested);
    if (!file.startsWith(`${base}${path.sep}`) || !(await isFile(`${file}.br`))) {
      next();
      return;
    }
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Encoding', 'br');
    res.type(path.extname(file));
    const query = req.url.indexOf('?');
    req.url = `${req.path}.br${query === -1 ? '' : req.url.slice(query)}`;
    next();
  };
}
