import sanitizeHtml from 'sanitize-html';

/**
 * The markup lesson bodies may use: text structure, tables, images, chord diagrams as preformatted text and links
 * (http/https/mailto or site-relative only). Scripts, styles, event handlers and iframes are dropped. The
 * front-end sanitises again before rendering; this is the server's half of that defence.
 */
const LESSON_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Links leave the site in a new tab without handing it the opener.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

export function sanitizeLessonHtml(html: string): string {
  return typeof html === 'string' ? sanitizeHtml(html, LESSON_HTML_OPTIONS).trim() : html;
}

/** The words of a lesson body for searching: tags and character references become spaces. */
export function lessonPlainText(html: string): string {
  return html.replace(/<[^>]*>|&[a-z0-9#]+;/gi, ' ');
}
