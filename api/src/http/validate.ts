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
  return (req, _res, next) => {
    const valid: Partial<Record<Part, unknown>> = {};
    const errors: string[] = [];
    for (const part of PARTS) {
      const schema = schemas[part];
      if (!schema) continue;
      const { value, error } = schema.validate(req[part] ?? {}, VALIDATION_OPTIONS);
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
