import {
  LESSON_HTML_ATTRIBUTES,
  LESSON_HTML_TAGS,
  LESSON_IMAGE_SCHEMES,
  LESSON_LINK_ATTRIBUTES,
  LESSON_LINK_SCHEMES,
} from '@acorduri/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * The markup lesson bodies may use (contracts' rules, which the pages' DOMPurify applies too, so the admin preview
 * shows what is stored). The front-end sanitises again before rendering; this is the server's half of that defence.
 */
const LESSON_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...LESSON_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(LESSON_HTML_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...LESSON_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...LESSON_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { ...LESSON_LINK_ATTRIBUTES }) },
};

export function sanitizeLessonHtml(html: string): string {
  return typeof html === 'string' ? sanitizeHtml(html, LESSON_HTML_OPTIONS).trim() : html;
}

/** The words of a lesson body for searching: tags and character references become spaces. */
export function lessonPlainText(html: string): string {
  return html.replace(/<[^>]*>|&[a-z0-9#]+;/gi, ' ');
}
