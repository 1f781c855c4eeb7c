import type { AutocompleteQuery } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { queryOf } from '../http/validate';
import { autocomplete } from './search.service';

export const getAutocomplete: RequestHandler = async (req, res) => {
  res.json(await autocomplete(queryOf<AutocompleteQuery>(req).search));
};
