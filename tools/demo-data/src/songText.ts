import type { SeededRandom } from './random';
import { ADJECTIVES, ADVERBS, CONNECTORS, NOUNS, PREPOSITIONS, SECTION_NAMES, VERBS } from './words';

/** Diatonic chords of the common guitar keys, scale degrees I–vi (minor keys: i, iv, v/V, VI, VII, III). */
const KEYS: Readonly<Record<string, readonly string[]>> = {
  C: ['C', 'Dm', 'Em', 'F', 'G', 'Am'],
  G: ['G', 'Am', 'Bm', 'C', 'D', 'Em'],
  D: ['D', 'Em', 'F#m', 'G', 'A', 'Bm'],
  A: ['A', 'Bm', 'C#m', 'D', 'E', 'F#m'],
  E: ['E', 'F#m', 'G#m', 'A', 'B', 'C#m'],
  F: ['F', 'Gm', 'Am', 'Bb', 'C', 'Dm'],
  Am: ['Am', 'Dm', 'E', 'F', 'G', 'C'],
  Em: ['Em', 'Am', 'B7', 'C', 'D', 'G'],
  Dm: ['Dm', 'Gm', 'A7', 'Bb', 'C', 'F'],
};
const KEY_NAMES = Object.keys(KEYS);

/** Progressions as indexes into a key's chord list. */
const PROGRESSIONS: readonly (readonly number[])[] = [
  [0, 4, 5, 3],
  [0, 3, 4, 0],
  [5, 3, 0, 4],
  [0, 5, 3, 4],
  [0, 3, 0, 4],
  [1, 4, 0, 0],
  [0, 2, 3, 4],
  [5, 4, 3, 4],
];

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('ro-RO') + text.slice(1);

/** A made-up lyric line from the word lists, e.g. 'Mereu aștept sub salcie târziu'. */
export function lyricLine(random: SeededRandom): string {
  const noun = () => random.pick(NOUNS);
  const templates: (() => string)[] = [
    () =>
      `${random.pick(ADVERBS)} ${random.pick(VERBS)} ${random.pick(PREPOSITIONS)} ${noun()} ${random.pick(ADJECTIVES)}`,
    () => `${noun()} ${random.pick(ADJECTIVES)}, ${random.pick(VERBS)} ${random.pick(ADVERBS)}`,
    () =>
      `${random.pick(CONNECTORS)} ${random.pick(VERBS)} ${random.pick(PREPOSITIONS)} ${noun()} de ${noun()}`,
    () =>
      `${random.pick(PREPOSITIONS)} ${noun()} ${random.pick(VERBS)}, ${random.pick(PREPOSITIONS)} ${noun()} ${random.pick(VERBS)}`,
    () => `${random.pick(VERBS)} ${random.pick(ADVERBS)} ${random.pick(PREPOSITIONS)} ${noun()}`,
  ];
  return capitalise(random.pick(templates)());
}

/** A chord line placing `chords` above word starts of `lyric`, spread along it. */
export function chordLineFor(lyric: string, chords: readonly string[]): string {
  const wordStarts = [...lyric.matchAll(/(^|\s)(\S)/g)].map((match) => (match.index ?? 0) + match[1]!.length);
  let line = '';
  chords.forEach((chord, i) => {
    const target = wordStarts[Math.floor((i * wordStarts.length) / chords.length)] ?? lyric.length;
    const position = Math.max(target, line.length === 0 ? 0 : line.length + 1);
    line = line.padEnd(position, ' ') + chord;
  });
  return line;
}

/** A whole chord-over-lyrics sheet: a key, a progression, sections of four lines with the chords above. */
export function songText(random: SeededRandom): string {
  const chords = KEYS[random.pick(KEY_NAMES)]!;
  const verse = random.pick(PROGRESSIONS).map((i) => chords[i]!);
  const chorus = random.pick(PROGRESSIONS).map((i) => chords[i]!);
  const sections = SECTION_NAMES.slice(0, random.int(3, SECTION_NAMES.length));
  const lines = [`Intro: ${verse.join(' ')}`, ''];
  let chorusText: string[] | undefined;
  for (const section of sections) {
    lines.push(section);
    const isChorus = section === 'Refren:';
    if (isChorus && chorusText) {
      lines.push(...chorusText, '');
      continue;
    }
    const block: string[] = [];
    const progression = isChorus ? chorus : verse;
    for (let i = 0; i < 4; i++) {
      const lyric = lyricLine(random);
      const pair = i % 2 === 0 ? progression.slice(0, 2) : progression.slice(2, 4);
      block.push(chordLineFor(lyric, pair), lyric);
    }
    if (isChorus) chorusText = block;
    lines.push(...block, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** A song title from the word lists, e.g. 'Dor de fântână' or 'Sub salcie'. */
export function songTitle(random: SeededRandom): string {
  const templates: (() => string)[] = [
    () => `${random.pick(NOUNS)} ${random.pick(ADJECTIVES)}`,
    () => `${random.pick(NOUNS)} de ${random.pick(NOUNS)}`,
    () => `${random.pick(PREPOSITIONS)} ${random.pick(NOUNS)}`,
    () => `cântec de ${random.pick(NOUNS)}`,
    () => `${random.pick(VERBS)} ${random.pick(ADVERBS)}`,
    () => `${random.pick(NOUNS)}, ${random.pick(NOUNS)} și ${random.pick(NOUNS)}`,
  ];
  return capitalise(random.pick(templates)());
}
