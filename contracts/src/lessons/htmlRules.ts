/**
 * The markup a lesson body may keep, once for both sanitisers: the server's (sanitize-html, when a body is stored)
 * and the pages' (DOMPurify in ui-kit LessonBody: the public lesson page and the admin preview). Text structure,
 * tables, images, chord shapes as preformatted text and links; scripts, styles, handlers and iframes never.
 */
export const LESSON_HTML_TAGS: readonly string[] = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'mark',
  'small',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'code',
  'kbd',
  'figure',
  'figcaption',
  'img',
  'a',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'span',
  'div',
  'section',
];

/** The attributes each tag keeps; those under '*' on every tag. */
export const LESSON_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  '*': ['class'],
};

/** URL schemes of links; site-relative addresses are kept too, protocol-relative ones (`//host`) never. */
export const LESSON_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];

/** URL schemes of images (no `data:`). */
export const LESSON_IMAGE_SCHEMES: readonly string[] = ['http', 'https'];

/** Every link of a lesson opens in a new tab without handing it the opener. */
export const LESSON_LINK_ATTRIBUTES: Readonly<Record<'rel' | 'target', string>> = {
  rel: 'noopener noreferrer',
  target: '_blank',
};

/** Whether `tag` may keep `attribute` in a lesson body. */
export function lessonAttributeAllowed(tag: string, attribute: string): boolean {
  return (
    (LESSON_HTML_ATTRIBUTES[tag]?.includes(attribute) ?? false) ||
    (LESSON_HTML_ATTRIBUTES['*']?.includes(attribute) ?? false)
  );
}

/** Whether a link (`a`) or image (`img`) address may stay, by the schemes above. */
export function lessonUrlAllowed(tag: 'a' | 'img', url: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\nscript:").
  const compact = [...url].filter((char) => char.charCodeAt(0) > 0x20).join('');
  if (compact.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  return (tag === 'img' ? LESSON_IMAGE_SCHEMES : LESSON_LINK_SCHEMES).includes(scheme);
}
