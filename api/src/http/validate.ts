import { VALIDATION_OPTIONS } from '@acorduri/contracts';
import type { Request, RequestHandler } from 'express';
import type Joi from 'joi';
import { HttpError } from '../errors/HttpError';

type Part = 'params' | 'query' | 'body';
export type ValidationSchemas = Partial<Record<Part, Joi.Schema>>;

declare global {
  namespace Express {
    interface Request {
      /** Values that passed the route's Joi schemas, converted and with unknown keys stripped. */
      valid?: Partial<Record<Part, unknown>>;
    }
  }
}

const PARTS: readonly Part[] = ['params', 'query', 'body'];

/**
 * Validates the request against the route's schemas (shared with the forms through contracts) and answers 400
 * `{ errors: [...] }` with every message at once. Express 5 makes `req.query` read-only, hence `req.valid`.
 */
export function validate(schemas: ValidationSchemas): RequestHandler {
  // The options set on each schema once: given to validate() instead, Joi merges them with the schema's own
  // preferences (its messages compiled again) on every request; set here, the merge is made once and kept.
  const prepared = PARTS.flatMap((part) => {
    const schema = schemas[part];
    return schema ? [{ part, schema: schema.prefs(VALIDATION_OPTIONS) }] : [];
  });
  return (req, _res, next) => {
    const valid: Partial<Record<Part, unknown>> = {};
    const errors: string[] = [];
    for (const { part, schema } of prepared) {
      const { value, error } = schema.validate(req[part] ?? {});
      if (error) errors.push(...error.details.map((detail) => detail.message));
      else valid[part] = value;
    }
    if (errors.length > 0) {
      next(new HttpError(400, [...new Set(errors)]));
      return;
    }
    req.valid = valid;
    next();
  };
}

function validated<T>(req: Request, part: Part): T {
  if (!req.valid || !(part in req.valid)) throw new Error(`route has no validated ${part}`);
  return req.valid[part] as T;
}

export const bodyOf = <T>(req: Request): T => validated<T>(req, 'body');
export const queryOf = <T>(req: Request): T => validated<T>(req, 'query');
export const paramsOf = <T>(req: Request): T => validated<T>(req, 'params');
