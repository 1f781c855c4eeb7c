/**
 * Whether line `index` of a tab body is a chord line. Pass the tab page's own detector (mf-chords `findChords`) so
 * the description leaves out exactly the lines the page shows as chords.
 */
export type ChordLineTest = (line: string, index: number) => boolean;

/** What search engines show of a page description before cutting it. */
export const TAB_DESCRIPTION_MAX_LENGTH = 155;

export interface TabDescriptionOptions {
  /** Text put before the lyrics, 'Acorduri Artist - Titlu', followed by ': '; the whole stays within the limit. */
  readonly lead?: string;
  readonly maxLength?: number;
}

/** A line holding only a section name ('Refren:', 'Strofa 1:') announces lyrics without being any. */
const SECTION_LABEL = /^[\p{L}\d .]{1,20}:$/u;
/** Lyrics have words; tablature staves ('e|--3--|'), bar lines and repeat marks do not. */
const WORD = /\p{L}{2,}/u;

/** Cuts `text` after its last whole word that fits `maxLength` with the ellipsis. */
export function truncateAtWord(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.lastIndexOf(' ', maxLength - 1);
  const kept = cut > 0 ? text.slice(0, cut) : text.slice(0, maxLength - 1);
  return `${kept.replace(/[\s,;:.!?–-]+$/u, '')}…`;
}

/** The first lyric lines of `body` as one line of text: no chord lines, labels, staves, blank lines or breaks. */
export function lyricExcerpt(body: string, isChordLine: ChordLineTest, maxLength: number): string {
  const lines = body.split(/\r\n?|\n/);
  let excerpt = '';
  for (let index = 0; index < lines.length && excerpt.length <= maxLength; index += 1) {
    // '%' never shows on the tab page (spec), so stored bodies read here must lose it too.
    const line = (lines[index] ?? '').replace(/%/g, '').replace(/\s+/g, ' ').trim();
    if (!WORD.test(line) || SECTION_LABEL.test(line) || isChordLine(lines[index] ?? '', index)) continue;
    excerpt = excerpt ? `${excerpt} ${line}` : line;
  }
  return truncateAtWord(excerpt, maxLength);
}

/**
 * The description meta of a tab page: `lead: first lyrics…` within ~155 characters (the lead alone when the text
 * has no lyrics). Used by the tab page in the browser and meant for server-rendered page heads.
 */
export function tabDescription(
  body: string,
  isChordLine: ChordLineTest,
  { lead, maxLength = TAB_DESCRIPTION_MAX_LENGTH }: TabDescriptionOptions = {},
): string {
  if (!lead) return lyricExcerpt(body, isChordLine, maxLength);
  const room = maxLength - lead.length - 2;
  const lyrics = room > 0 ? lyricExcerpt(body, isChordLine, room) : '';
  return lyrics ? `${lead}: ${lyrics}` : truncateAtWord(lead, maxLength);
}
