import { PAGE_DATA_ELEMENT_ID } from '@acorduri/contracts';
import { reloadingFile } from '../site/reloadingFile';
import { FIRST_PAINT_STYLE, type FirstPaint, firstPaintHtml, untilFirstPaint } from './firstPaint';
import { jsonForScript } from './htmlText';

/** The shell's index.html cut where a page's head tags and data go; `version` changes with each build. */
export interface ShellTemplate {
  readonly version: string;
  readonly head: string;
  readonly body: string;
  readonly end: string;
}

/** The build's own title and description: each page writes its own instead. */
const OWN_HEAD = /<title>[\s\S]*?<\/title>|<meta\s+name=["']description["'][^>]*>/gi;

function cut(html: string, version: string): ShellTemplate {
  const headEnd = html.search(/<\/head>/i);
  const bodyEnd = html.search(/<\/body>/i);
  if (headEnd < 0 || bodyEnd < headEnd) throw new Error('index.html has no </head> or </body>');
  return {
    version,
    head: html.slice(0, headEnd).replace(OWN_HEAD, ''),
    body: html.slice(headEnd, bodyEnd),
    end: html.slice(bodyEnd),
  };
}

/** index.html cut for pages, read again after a new build (checked at most once a second). */
export function shellTemplateReader(indexFile: string): () => Promise<ShellTemplate> {
  return reloadingFile(indexFile, cut);
}

const ROOT_ELEMENT = /<div id="root">/i;
/** The build's script preloads (the shell's main script, shell/start.rspack.config.ts). */
const SCRIPT_PRELOADS = /(?:<link rel="preload" as="script"[^>]*>)+/g;

/** A page of the shell: `painted` when it starts with a first paint (its script preloads wait for it). */
export interface FilledShell {
  readonly html: string;
  readonly painted: boolean;
}

/**
 * The page: head tags before </head>, the first paint (if any) right before the shell's root element, the first
 * data as JSON right before </body> (read before the deferred shell script runs).
 */
export function fillShell(
  template: ShellTemplate,
  headTags: string,
  data: unknown,
  firstPaint?: FirstPaint,
): FilledShell {
  const dataScript =
    data === undefined
      ? ''
      : `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;
  const painted = firstPaint && ROOT_ELEMENT.test(template.body);
  const body = painted
    ? template.body.replace(ROOT_ELEMENT, (root) => `${firstPaintHtml(firstPaint)}${root}`)
    : template.body;
  const head = painted ? template.head.replace(SCRIPT_PRELOADS, untilFirstPaint) : template.head;
  return {
    html: `${head}${headTags}${painted ? FIRST_PAINT_STYLE : ''}${body}${dataScript}${template.end}`,
    painted: Boolean(painted),
  };
}
