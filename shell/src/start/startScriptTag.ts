import { MAIN_SCRIPT_ATTRIBUTE } from './startAfterFirstPaint';

const MAIN_SCRIPT = /<script defer src="([^"]*\/main\.[^"/]*\.js)"><\/script>/;

/**
 * The shell's page with the start script in place of its main script's tag: the main script stays in the page
 * as a preload (downloaded in the same wave, low priority as a deferred script), and the start script adds it.
 */
export function withStartScript(html: string, startUrl: string): string {
  const found = MAIN_SCRIPT.exec(html);
  if (!found) throw new Error('The shell page has no <script defer src=".../main.*.js"> to start');
  const main = found[1];
  return html.replace(
    found[0],
    `<link rel="preload" as="script" fetchpriority="low" href="${main}">` +
      `<script defer src="${startUrl}" ${MAIN_SCRIPT_ATTRIBUTE}="${main}"></script>`,
  );
}
