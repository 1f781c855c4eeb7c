import Joi from 'joi';
import { SORT_DIRECTIONS, type SortDirection } from '../validation/common';

/** The largest page an admin list answers: the spec's default of 100 is also the biggest page size offered. */
export const ADMIN_LIMIT_MAX = 500;
export const ADMIN_SEARCH_MAX = 100;

export const ADMIN_LIST_MESSAGES = {
  /** Crafted: the spec gives no message for these (admin.md §7 names the parameters only). */
  badOrderBy: 'Criteriul de sortare nu este valid.',
  badSort: 'Ordinea de sortare trebuie să fie asc sau desc.',
  badLimit: `Numărul de rezultate pe pagină trebuie să fie între 1 și ${ADMIN_LIMIT_MAX}.`,
  badOffset: 'Poziția de început trebuie să fie un număr pozitiv.',
  badSearchField: 'Câmpul în care se caută nu este valid.',
  searchTooLong: `Textul căutat depășește ${ADMIN_SEARCH_MAX} de caractere.`,
  badFlag: 'Valoarea filtrului trebuie să fie 1 sau 0.',
  badId: 'Identificatorul nu este valid.',
  badDate: 'Data trebuie să aibă forma AAAA-LL-ZZ.',
} as const;

/** The paging query every admin list takes (admin.md §7), answered with these defaults (§9). */
export interface AdminPagingQuery<OrderBy extends string = string> {
  limit: number;
  offset: number;
  sort: SortDirection;
  orderby: OrderBy;
}

/** Search text and the "Caută în" field, on the lists that have them (admin.md §2). */
export interface AdminSearchQuery<Field extends string = string> {
  search: string;
  searchField?: Field;
}

/**
 * limit (default 100, capped), offset (default 0), sort asc/desc and orderby from the resource's allow-list:
 * anything else is a 400 with a Romanian message and never reaches the database.
 */
export function adminPagingQuery<OrderBy extends string>(
  orderBy: readonly OrderBy[],
  defaults: { orderby: OrderBy; sort: SortDirection },
) {
  return {
    limit: Joi.number()
      .integer()
      .min(1)
      .max(ADMIN_LIMIT_MAX)
      .default(100)
      .messages({ '*': ADMIN_LIST_MESSAGES.badLimit }),
    offset: Joi.number().integer().min(0).default(0).messages({ '*': ADMIN_LIST_MESSAGES.badOffset }),
    sort: Joi.string()
      .lowercase()
      .valid(...SORT_DIRECTIONS)
      .default(defaults.sort)
      .messages({ '*': ADMIN_LIST_MESSAGES.badSort }),
    orderby: Joi.string()
      .valid(...orderBy)
      .default(defaults.orderby)
      .messages({ '*': ADMIN_LIST_MESSAGES.badOrderBy }),
  };
}

/** search (empty means no search) and searchField from the allow-list; an empty searchField means every field. */
export function adminSearchQuery<Field extends string>(fields: readonly Field[]) {
  return {
    search: Joi.string()
      .trim()
      .allow('')
      .max(ADMIN_SEARCH_MAX)
      .default('')
      .messages({ 'string.max': ADMIN_LIST_MESSAGES.searchTooLong }),
    searchField: Joi.string()
      .valid(...fields)
      .empty('')
      .messages({ '*': ADMIN_LIST_MESSAGES.badSearchField }),
  };
}

/** A yes/no filter sent as 1 or 0 (admin.md §5); an empty value means "not filtered". */
export const adminFlag = () =>
  Joi.boolean().truthy(1, '1').falsy(0, '0').empty('').messages({ '*': ADMIN_LIST_MESSAGES.badFlag });

/** A MongoDB id (24 hexadecimal characters) in a query, body or path. */
export const adminId = () => Joi.string().hex().length(24).messages({ '*': ADMIN_LIST_MESSAGES.badId });

/** `{ id }`: the body of the admin deletes and the path of the single-item reads. */
export const adminIdBody = Joi.object({ id: adminId().required() });
