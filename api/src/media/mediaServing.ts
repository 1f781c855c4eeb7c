import { pipeline } from 'node:stream/promises';
import { MEDIA_KINDS, type MediaKind } from '@acorduri/contracts';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { notFound } from '../errors/HttpError';
import { extensionOf } from './mediaFiles';
import { findMediaFile, isMissingFileError, openMediaStream, type StoredFile } from './mediaStore';

/** A day in caches; a replaced file gets a new ETag, so revalidation picks it up. */
const CACHE_CONTROL = 'public, max-age=86400, no-transform';
const DOWNLOADED_KINDS: ReadonlySet<MediaKind> = new Set(['gtp', 'midi']);
const FILE_HEADERS = [
  'Content-Type',
  'Accept-Ranges',
  'ETag',
  'Last-Modified',
  'Cache-Control',
  'Content-Disposition',
  'Content-Range',
  'Content-Length',
];

const isMediaKind = (kind: string): kind is MediaKind => (MEDIA_KINDS as readonly string[]).includes(kind);

function setFileHeaders(res: Response, file: StoredFile, kind: MediaKind): void {
  const disposition = DOWNLOADED_KINDS.has(kind) ? 'attachment' : 'inline';
  res.set({
    'Content-Type': file.metadata.contentType,
    'Accept-Ranges': 'bytes',
    ETag: `"${file._id.toHexString()}"`,
    'Last-Modified': file.uploadDate.toUTCString(),
    'Cache-Control': CACHE_CONTROL,
    'Content-Disposition': `${disposition}; filename="${file.filename.replace(/["\\]/g, '')}"`,
  });
}

/** The single byte range to answer with; `undefined` means the whole file, 'unsatisfiable' a 416. */
function rangeOf(
  req: Request,
  file: StoredFile,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!req.headers.range) return undefined;
  // If-Range names the version the client holds part of: another version gets the whole file.
  const ifRange = req.headers['if-range'];
  if (ifRange && ifRange !== `"${file._id.toHexString()}"`) return undefined;
  const ranges = req.range(file.length, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // Malformed or multiple ranges: the whole file is a valid answer.
  if (ranges === -2 || ranges === undefined || ranges.type !== 'bytes' || ranges.length !== 1)
    return undefined;
  const [range] = ranges;
  return range;
}

/** GET and HEAD /media/{kind}/{filename}: content type, cache headers, ETag revalidation and single byte ranges. */
const serveMediaFile: RequestHandler = async (req, res) => {
  const { kind, filename } = req.params as { kind: string; filename: string };
  const file = isMediaKind(kind) && extensionOf(filename) ? await findMediaFile(kind, filename) : undefined;
  if (!file || !isMediaKind(kind)) throw notFound();
  setFileHeaders(res, file, kind);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const range = rangeOf(req, file);
  if (range === 'unsatisfiable') {
    res.status(416).set('Content-Range', `bytes */${file.length}`).end();
    return;
  }
  if (range) {
    res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${file.length}`);
  }
  res.set('Content-Length', String(range ? range.end - range.start + 1 : file.length));
  if (req.method === 'HEAD' || file.length === 0) {
    res.end();
    return;
  }
  const bytes = openMediaStream(file._id, range)[Symbol.asyncIterator]();
  const first = await bytes.next().catch((error: unknown) => {
    if (isMissingFileError(error)) return { done: true as const, value: undefined };
    throw error;
  });
  if (first.done) {
    // Deleted between finding it and reading it: nothing was sent yet, so it is a plain 404.
    for (const header of FILE_HEADERS) res.removeHeader(header);
    throw notFound();
  }
  await pipeline(async function* () {
    yield first.value;
    yield* bytes;
  }, res);
};

/** Mounted at /media, outside /api. */
export function mediaRoutes(): Router {
  const router = Router();
  router.get('/:kind/:filename', serveMediaFile);
  return router;
}
