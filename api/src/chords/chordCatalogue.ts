import { readFileSync } from 'node:fs';
import {
  CHORD_ROOTS,
  CHORD_TYPE_CATALOGUE,
  type ChordPayload,
  type ChordRoot,
  type ChordTypeSource,
} from '@acorduri/contracts';
import { type ChordsDbPosition, convertGuitarPosition } from './guitarVariants';
import { pianoVariants } from './pianoVariants';

interface ChordsDbGuitar {
  readonly chords: Record<string, readonly { key: string; suffix: string; positions: ChordsDbPosition[] }[]>;
}

export interface GeneratedChord extends ChordPayload {
  readonly typeId: number;
}

export interface ChordCatalogue {
  readonly chords: readonly GeneratedChord[];
  /** Data-set fingerings the format validator refused, with the reason */
  readonly rejected: readonly { readonly chord: string; readonly problem: string }[];
}

function loadGuitarData(): ChordsDbGuitar {
  return JSON.parse(readFileSync(require.resolve('@tombatossals/chords-db/lib/guitar.json'), 'utf8'));
}

/** The data set names keys C, Csharp, D, Eb, … (its own spelling of the chord-book roots). */
const chordsDbKey = (root: ChordRoot) => root.name.replace('#', 'sharp');

/**
 * Builds every root × type chord from the two sources: guitar fingerings from `@tombatossals/chords-db`, piano
 * voicings from tonal. Nothing is typed by hand; what the format validator refuses is reported, not stored.
 */
export function buildChordCatalogue(guitarData: ChordsDbGuitar = loadGuitarData()): ChordCatalogue {
  const chords: GeneratedChord[] = [];
  const rejected: { chord: string; problem: string }[] = [];
  for (const root of CHORD_ROOTS) {
    for (const type of CHORD_TYPE_CATALOGUE) {
      const name = `${root.name}${type.suffix}`;
      chords.push({
        name,
        root: root.name,
        typeId: type.id,
        guitar: guitarTexts(guitarData, root, type, (problem) => rejected.push({ chord: name, problem })),
        piano: pianoVariants(type.tonalSymbol, root.name),
      });
    }
  }
  return { chords, rejected };
}

function guitarTexts(
  data: ChordsDbGuitar,
  root: ChordRoot,
  type: ChordTypeSource,
  reject: (problem: string) => void,
): string[] {
  const entry = data.chords[chordsDbKey(root)]?.find((chord) => chord.suffix === type.chordsDbSuffix);
  if (!entry) return [];
  const texts: string[] = [];
  for (const position of entry.positions) {
    const result = convertGuitarPosition(position);
    if ('text' in result) texts.push(result.text);
    else reject(result.problem);
  }
  return texts;
}
