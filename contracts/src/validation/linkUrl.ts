import Joi from 'joi';

/** Whitespace or control characters: browsers drop some of them inside a scheme (`java\tscript:`). */
const hasInvisible = (value: string) =>
  [...value].some((char) => {
    const code = char.charCodeAt(0);
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
  });

/**
 * A URL the site may store and put in a page: `https:`, `http:` or a path of the site itself (`/media/…`).
 * Everything else (`javascript:`, `data:`, `//other.host`, `\\other.host`) is refused.
 */
export function isSafeLinkUrl(value: string): boolean {
  if (hasInvisible(value) || value.includes('\\')) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A string field of at most `max` characters holding such a URL: one error per value, `string.max` for a too long
 * one, else `string.uri` for a refused one (give both the field's messages).
 */
export const linkUrl = (max: number) =>
  Joi.string()
    .trim()
    .custom((value: string, helpers) => {
      if (value.length > max) return helpers.error('string.max', { limit: max });
      return isSafeLinkUrl(value) ? value : helpers.error('string.uri');
    });
