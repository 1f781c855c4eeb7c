import Joi from 'joi';

export { VALIDATION_OPTIONS } from './validationOptions';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The spec's paging query: limit (default 100), offset (default 0), sort asc/desc (default asc), orderby. */
export function pagingQuery(
  orderBy: readonly string[],
  defaults: { orderby?: string; sort?: SortDirection } = {},
) {
  return {
    limit: Joi.number().integer().min(1).max(500).default(100),
    offset: Joi.number().integer().min(0).default(0),
    sort: Joi.string()
      .lowercase()
      .valid(...SORT_DIRECTIONS)
      .default(defaults.sort ?? 'asc'),
    orderby: Joi.string()
      .valid(...orderBy)
      .default(defaults.orderby ?? orderBy[0]),
  };
}

/** Booleans travel as 1 or 0 (the spec); true/false are accepted too. */
export const flag = () => Joi.boolean().truthy(1, '1').falsy(0, '0');

/**
 * Joi's `.messages(messages)` for a field schema that sits in object schemas validated on every public read (page
 * slugs, the search text): a field with messages of its own has preferences, which Joi merges with its parent's on
 * every validation (it keeps only the merge with its defaults), about half of a list query's validation. Here the
 * field has no preferences: its errors get their message, by code, when they are reported; other codes keep the
 * parent's or Joi's own, as with `.messages()`.
 */
export function fieldMessages<T extends Joi.Schema>(
  schema: T,
  messages: Readonly<Record<string, string>>,
): T {
  return schema.error((reports) => {
    for (const report of reports) {
      const message = messages[report.code];
      if (message !== undefined) report.message = message;
    }
    return reports;
  }) as T;
}

/** MongoDB ObjectId as 24 hexadecimal characters. */
export const objectId = () => Joi.string().hex().length(24);

/** Dates travel as YYYY-MM-DD. */
export const isoDate = () => Joi.string().pattern(/^\d{4}-\d{2}-\d{2}$/);
