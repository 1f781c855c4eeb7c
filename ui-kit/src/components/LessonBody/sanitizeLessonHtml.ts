import DOMPurify from 'dompurify';

/** Lesson bodies are HTML written in the admin panel: scripts, handlers and javascript: URLs never reach the page. */
export function sanitizeLessonHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
