import Joi from 'joi';
import { SEARCH_MESSAGES } from '../search/messages';
import { autocompleteQuery } from '../search/search.schemas';
import { TAB_MESSAGES } from '../tabs/messages';
import { tabListQuery, tabSlugParams } from '../tabs/tab.schemas';
import { PAGE_SLUG_MESSAGE } from '../tags/pageSlug';
import { fieldMessages, VALIDATION_OPTIONS } from './common';

const messagesOf = (schema: Joi.Schema, value: unknown) =>
  schema.validate(value, VALIDATION_OPTIONS).error?.details.map((detail) => detail.message);

describe('field messages', () => {
  it('give the listed codes their message and leave the others to the parent and to Joi', () => {
    const schema = Joi.object({
      name: fieldMessages(Joi.string().max(3).required(), { 'string.max': 'Prea lung.' }),
      count: Joi.number(),
    }).messages({ 'number.base': 'Nu e un număr.', 'any.required': 'Lipsește.' });
    expect(messagesOf(schema, { name: 'abcd', count: 'x' })).toEqual(['Prea lung.', 'Nu e un număr.']);
    expect(messagesOf(schema, {})).toEqual(['Lipsește.']);
    expect(messagesOf(schema, { name: 7 })).toEqual(['name must be a string']);
  });

  it('keep the list query messages, each field its own, all at once', () => {
    expect(
      messagesOf(tabListQuery, {
        limit: 'x',
        offset: '-1',
        sort: ['asc'],
        search: 'ab!',
        tagSlug: 'a b',
        artistSlug: 'x'.repeat(201),
        userSlug: '',
      }),
    ).toEqual([
      TAB_MESSAGES.invalidListParameter,
      TAB_MESSAGES.invalidListParameter,
      // An array for sort: neither of the values nor a string.
      TAB_MESSAGES.invalidListParameter,
      'sort must be a string',
      SEARCH_MESSAGES.invalidCharacters,
      PAGE_SLUG_MESSAGE,
      PAGE_SLUG_MESSAGE,
      PAGE_SLUG_MESSAGE,
    ]);
    expect(messagesOf(tabSlugParams, { artistSlug: 'ana' })).toEqual([PAGE_SLUG_MESSAGE]);
    expect(messagesOf(autocompleteQuery, { search: 'a'.repeat(46) })).toEqual([SEARCH_MESSAGES.tooLong]);
  });

  it('leave the fields of the public read schemas without preferences of their own', () => {
    // Joi merges a field's preferences with its parent's on every validation of the parent.
    for (const schema of [tabListQuery, tabSlugParams, autocompleteQuery]) {
      const { keys } = schema.describe() as { keys: Record<string, { preferences?: unknown }> };
      for (const [name, field] of Object.entries(keys))
        expect([name, field.preferences]).toEqual([name, undefined]);
    }
  });
});
