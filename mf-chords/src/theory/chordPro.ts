import { chordTokensOfLine, findChords, isMinorChord } from '@acorduri/contracts';

/**
 * ChordPro (https://www.chordpro.org) to and from the site's chord-over-lyrics text. A chord line above a lyric
 * line becomes one line with the chords inline ('[Am]Foaie [E]verde'); a chord line with nothing to sit on
 * (an intro, a label such as 'Refren: C G', bar lines) keeps its text with each chord in brackets, so reading it
 * back restores the line exactly. Written here because chordsheetjs, the maintained library, is GPL.
 */

export interface ChordProSong {
  readonly title?: string;
  readonly artist?: string;
  /**
   * The key of the chords written (the shapes played), as a chord name ('Am'): with `{capo: 2}` and shapes
   * G D Em C it is G, as the format means it, not the A heard.
   */
  readonly key?: string;
  /** Capo fret, 0 or absent for none */
  readonly capo?: number;
  /** The player's notes on the song, written as `{comment}` lines before the text */
  readonly notes?: readonly string[];
  /** Chord-over-lyrics text, the site's tab body */
  readonly body: string;
}

const CHORD_IN_BRACKETS = /\[([^\]]*)\]/g;

/** Whether a chord line holds chords and blanks only (no label, bar line or bracketed chord to lose when merged). */
function onlyChords(line: string, tokens: readonly { token: { text: string; column: number } }[]): boolean {
  return (
    line.trim().split(/\s+/).length === tokens.length &&
    tokens.every(({ token }) => line[token.column - 1] !== '(' && line[token.column - 1] !== '[')
  );
}

/** A chord line on its own: its text with every chord bracketed where it stands. */
function bracketChords(line: string, tokens: readonly { token: { text: string; column: number } }[]): string {
  let out = '';
  let consumed = 0;
  for (const { token } of tokens) {
    out += `${line.slice(consumed, token.column)}[${token.text}]`;
    consumed = token.column + token.text.length;
  }
  return out + line.slice(consumed);
}

/** A chord line merged into the lyric below it: each chord inserted at its column (the lyric padded if shorter). */
function inlineChords(tokens: readonly { token: { text: string; column: number } }[], lyric: string): string {
  const last = tokens[tokens.length - 1]?.token.column ?? 0;
  let out = '';
  let consumed = 0;
  const padded = lyric.padEnd(last, ' ');
  for (const { token } of tokens) {
    out += `${padded.slice(consumed, token.column)}[${token.text}]`;
    consumed = token.column;
  }
  return (out + padded.slice(consumed)).trimEnd();
}

const directive = (name: string, value: string | number | undefined) =>
  value === undefined || value === '' ? [] : [`{${name}: ${String(value).replace(/[{}]/g, '')}}`];

/** The body alone in ChordPro (no directives). */
export function bodyToChordPro(body: string): string {
  const { german } = findChords(body);
  const lines = body.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const tokens = chordTokensOfLine(line, german);
    if (!tokens) {
      out.push(line.trimEnd());
      continue;
    }
    const next = lines[i + 1];
    const nextIsLyric = next !== undefined && next.trim() !== '' && !chordTokensOfLine(next, german);
    if (nextIsLyric && onlyChords(line, tokens)) {
      out.push(inlineChords(tokens, next.trimEnd()));
      i++;
    } else out.push(bracketChords(line.trimEnd(), tokens));
  }
  return out.join('\n');
}

/** The key a chord sheet is in, as chord books guess it: its first chord, major or minor ('Am', 'F#'). */
export function songKey(body: string): string | undefined {
  const first = findChords(body).occurrences[0]?.symbol;
  return first && `${first.root}${isMinorChord(first) ? 'm' : ''}`;
}

/**
 * One song as a .cho file: title, artist, key (the body's own first chord when not given: the shapes written),
 * capo and one `{comment}` per note line, then the body.
 */
export function toChordPro(song: ChordProSong): string {
  return [
    ...directive('title', song.title),
    ...directive('artist', song.artist),
    ...directive('key', song.key ?? songKey(song.body)),
    ...directive('capo', song.capo ? song.capo : undefined),
    ...(song.notes ?? []).flatMap((note) => directive('comment', note.trim())),
    bodyToChordPro(song.body),
    '',
  ].join('\n');
}

/** Several songs in one file, separated by {new_song} as ChordPro songbooks are. */
export function songbookToChordPro(songs: readonly ChordProSong[]): string {
  return songs.map(toChordPro).join('{new_song}\n');
}

/** A ChordPro line back to the site's text: a chord line above its lyric, or a bare chord line. */
function lineFromChordPro(line: string): string[] {
  if (!line.includes('[')) return [line];
  const unbracketed = line.replace(CHORD_IN_BRACKETS, '$1');
  // Only chords (and labels, bar lines, blanks) between the brackets: it was a chord line on its own.
  if (chordTokensOfLine(unbracketed)) return [unbracketed.trimEnd()];
  let lyric = '';
  let chords = '';
  let consumed = 0;
  for (const match of line.matchAll(CHORD_IN_BRACKETS)) {
    lyric += line.slice(consumed, match.index);
    consumed = (match.index ?? 0) + match[0].length;
    // Two chords on one syllable cannot share a column: the second moves one past the first.
    const column = Math.max(lyric.length, chords.length === 0 ? 0 : chords.length + 1);
    chords = chords.padEnd(column, ' ') + (match[1] ?? '');
  }
  lyric += line.slice(consumed);
  return [chords, lyric.trimEnd()];
}

const DIRECTIVE = /^\{\s*([a-z_]+)\s*(?::\s*(.*?))?\s*\}$/i;
const NAMES: Readonly<Record<string, keyof ChordProSong | 'comment' | 'newSong' | 'ignored'>> = {
  title: 'title',
  t: 'title',
  artist: 'artist',
  subtitle: 'artist',
  st: 'artist',
  key: 'key',
  capo: 'capo',
  comment: 'comment',
  c: 'comment',
  comment_italic: 'comment',
  ci: 'comment',
  new_song: 'newSong',
  ns: 'newSong',
};

/**
 * Reads ChordPro back into songs in the site's format. Comments before the song's first line are its notes (as
 * the export writes them); later comments ({c: Refren}) become plain lines of the text. Other directives this
 * site has no use for ({start_of_chorus}, {tempo}) and '#' remarks are dropped.
 */
export function fromChordPro(text: string): ChordProSong[] {
  const songs: ChordProSong[] = [];
  let song: { -readonly [K in keyof ChordProSong]: ChordProSong[K] } = { body: '' };
  let lines: string[] = [];
  let notes: string[] = [];
  const finish = () => {
    const body = lines.join('\n').replace(/^\n+|\n+$/g, '');
    if (body || song.title)
      songs.push({ ...song, ...(notes.length ? { notes } : {}), body: body ? `${body}\n` : '' });
    song = { body: '' };
    lines = [];
    notes = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (raw.startsWith('#')) continue;
    const match = DIRECTIVE.exec(raw.trim());
    if (!match) {
      lines.push(...lineFromChordPro(raw.trimEnd()));
      continue;
    }
    const name = NAMES[(match[1] ?? '').toLowerCase()] ?? 'ignored';
    const value = match[2] ?? '';
    if (name === 'newSong') finish();
    else if (name === 'comment') (lines.length ? lines : notes).push(value);
    else if (name === 'capo') song.capo = Number.parseInt(value, 10) || 0;
    else if (name === 'title' || name === 'artist' || name === 'key') song[name] = value;
  }
  finish();
  return songs;
}
