import {
  LESSON_HTML_ATTRIBUTES,
  LESSON_HTML_TAGS,
  LESSON_LINK_ATTRIBUTES,
  lessonAttributeAllowed,
  lessonUrlAllowed,
} from '@acorduri/contracts';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** The contracts' lesson rules, the ones the server stores bodies with; DOMPurify's own defaults go further. */
const CONFIG = {
  ALLOWED_TAGS: [...LESSON_HTML_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(LESSON_HTML_ATTRIBUTES).flat())],
  ALLOW_ARIA_ATTR: false,
  ALLOW_DATA_ATTR: false,
};

let lessonPurifier: Purifier | undefined;

/** A DOMPurify of its own (hooks are per instance), made on first use: there is a window by then. */
function purifier(): Purifier {
  if (lessonPurifier) return lessonPurifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = node.nodeName.toLowerCase();
    const isUrl = (tag === 'a' && event.attrName === 'href') || (tag === 'img' && event.attrName === 'src');
    if (
      !lessonAttributeAllowed(tag, event.attrName) ||
      (isUrl && !lessonUrlAllowed(tag as 'a' | 'img', event.attrValue))
    )
      event.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    for (const [name, value] of Object.entries(LESSON_LINK_ATTRIBUTES)) node.setAttribute(name, value);
  });
  lessonPurifier = instance;
  return instance;
}

/**
 * Lesson bodies are HTML (written in Markdown in the admin panel): scripts, handlers and javascript: URLs never
 * reach the page, and only the markup the server stores stays, so the admin preview is what the public page shows.
 */
export function sanitizeLessonHtml(html: string): string {
  return purifier().sanitize(html, CONFIG);
}
