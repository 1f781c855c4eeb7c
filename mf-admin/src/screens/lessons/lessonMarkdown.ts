import { Marked } from 'marked';
import TurndownService from 'turndown';

/**
 * Lesson bodies are stored and served as sanitised HTML (the API, the public page and the served SEO HTML read
 * it); the admin writes them in Markdown. Markdown becomes HTML when the form is sent, and a stored body becomes
 * Markdown when its form opens.
 */

/** The page's h1 is the lesson title and lesson bodies keep h2–h4, so `#`/`##` are h2, `###` h3, deeper h4. */
const FIRST_HEADING = 2;
const LAST_HEADING = 4;
const headingLevel = (depth: number) => Math.min(Math.max(depth, FIRST_HEADING), LAST_HEADING);

const markdown = new Marked({
  gfm: true,
  // A line break typed in the box is one on the page, as the admin sees it while typing.
  breaks: true,
  renderer: {
    heading({ tokens, depth }) {
      const level = headingLevel(depth);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    // Lesson bodies keep <s>, not <del>.
    del({ tokens }) {
      return `<s>${this.parser.parseInline(tokens)}</s>`;
    },
  },
});

/** The HTML sent for a lesson written in Markdown (sanitised by the server when stored, and by every page). */
export function markdownToLessonHtml(text: string): string {
  return markdown.parse(text, { async: false }).trim();
}

/** A fence longer than any run of backticks in the text, so the text cannot close it. */
function fenced(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return `\n\n${fence}\n${text.replace(/\n$/, '')}\n${fence}\n\n`;
}

function createTurndown(): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
    hr: '---',
  });
  // Markup Markdown has no syntax for stays HTML in the text (Markdown lets it through unchanged).
  service.keep(['table', 'figure', 'dl', 'sub', 'sup', 'mark', 'small', 'kbd', 'u']);
  service.addRule('strikethrough', {
    filter: ['s', 'del'],
    replacement: (content) => `~~${content}~~`,
  });
  // '- item' and '1. item', as people type them (turndown pads markers to four columns).
  service.addRule('listItem', {
    filter: 'li',
    replacement: (content, node) => {
      const list = node.parentNode as HTMLElement | null;
      let marker = '- ';
      if (list?.nodeName === 'OL') {
        const start = Number(list.getAttribute('start') ?? 1);
        marker = `${start + Array.prototype.indexOf.call(list.children, node)}. `;
      }
      const isParagraph = content.endsWith('\n');
      const body = content.replace(/^\n+|\n+$/g, '') + (isParagraph ? '\n' : '');
      return `${marker}${body.replace(/\n/g, `\n${' '.repeat(marker.length)}`)}${node.nextSibling ? '\n' : ''}`;
    },
  });
  // A bare <pre> (chord shapes, strumming patterns) keeps its spacing as a fenced block.
  service.addRule('preformatted', {
    filter: (node) => node.nodeName === 'PRE' && node.firstChild?.nodeName !== 'CODE',
    replacement: (_content, node) => fenced(node.textContent ?? ''),
  });
  return service;
}

let turndown: TurndownService | undefined;
let lastConversion: { readonly html: string; readonly markdown: string } | undefined;

/**
 * The Markdown of a stored lesson body, for its edit form. The form asks for it on every render and when sent,
 * so the last answer is kept.
 */
export function lessonHtmlToMarkdown(html: string): string {
  if (lastConversion?.html !== html) {
    turndown ??= createTurndown();
    lastConversion = { html, markdown: turndown.turndown(html) };
  }
  return lastConversion.markdown;
}

/**
 * The body sent for the form's Markdown: the stored HTML itself while the text is as it was opened (saving the
 * title alone leaves the body byte for byte), otherwise the Markdown's HTML.
 */
export function lessonBodyToSend(text: string, storedHtml: string | null): string {
  if (storedHtml !== null && text === lessonHtmlToMarkdown(storedHtml)) return storedHtml;
  return markdownToLessonHtml(text);
}
