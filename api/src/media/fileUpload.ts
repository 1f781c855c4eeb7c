import { MEDIA_MESSAGES, messageForStatus } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { badRequest } from '../errors/HttpError';

/**
 * Parses a multipart form with one file in `fileData`, kept in memory up to `maxBytes`; a larger file, another
 * file field or a malformed form is a 400 with a Romanian message (never a 500). Text fields land in `req.body`.
 */
export function singleFileUpload(maxBytes: number, tooLargeMessage: string): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    defParamCharset: 'utf8',
  }).single('fileData');
  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (!error) next();
      else if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
        next(badRequest(tooLargeMessage));
      else if (error instanceof multer.MulterError && error.code === 'LIMIT_UNEXPECTED_FILE') {
        next(badRequest(MEDIA_MESSAGES.fileRequired));
      } else next(badRequest(messageForStatus(400)));
    });
  };
}
