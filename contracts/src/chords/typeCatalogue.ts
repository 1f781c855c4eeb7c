import type { ChordType } from './types';

/**
 * The chord types of the dictionary: their Romanian names, and how the two data sources spell them (the suffix of
 * the `@tombatossals/chords-db` guitar data set and tonal's chord symbol). Ids are public: 1 is major (the
 * accessible dictionary's default type).
 */
export interface ChordTypeSource extends ChordType {
  readonly chordsDbSuffix: string;
  readonly tonalSymbol: string;
}

const type = (
  id: number,
  name: string,
  fullName: string,
  sources: { suffix?: string; chordsDb?: string; tonal?: string } = {},
): ChordTypeSource => ({
  id,
  name,
  fullName,
  suffix: sources.suffix ?? name,
  chordsDbSuffix: sources.chordsDb ?? name,
  tonalSymbol: sources.tonal ?? name,
});

export const CHORD_TYPE_CATALOGUE: readonly ChordTypeSource[] = [
  type(1, 'major', 'Major', { suffix: '', chordsDb: 'major', tonal: 'M' }),
  type(2, 'm', 'Minor', { chordsDb: 'minor' }),
  type(3, '7', 'Septimă de dominantă'),
  type(4, 'maj7', 'Major cu septimă mare'),
  type(5, 'm7', 'Minor cu septimă mică'),
  type(6, '6', 'Major cu sextă'),
  type(7, 'm6', 'Minor cu sextă'),
  type(8, '9', 'Nonă de dominantă'),
  type(9, 'add9', 'Major cu nonă adăugată'),
  type(10, 'sus2', 'Cu secundă suspendată'),
  type(11, 'sus4', 'Cu cvartă suspendată'),
  type(12, '7sus4', 'Septimă cu cvartă suspendată'),
  type(13, 'dim', 'Micșorat'),
  type(14, 'dim7', 'Micșorat cu septimă micșorată'),
  type(15, 'aug', 'Mărit'),
  type(16, 'm7b5', 'Semimicșorat (minor cu septimă și cvintă micșorată)'),
  type(17, 'm9', 'Minor cu nonă'),
  type(18, 'maj9', 'Major cu septimă mare și nonă'),
  type(19, '11', 'Undecimă'),
  type(20, '13', 'Terțdecimă'),
  type(21, '7b5', 'Septimă cu cvintă micșorată'),
  type(22, '7b9', 'Septimă cu nonă mică'),
  type(23, '7#9', 'Septimă cu nonă mărită'),
  type(24, 'mmaj7', 'Minor cu septimă mare', { tonal: 'mMaj7' }),
  type(25, 'madd9', 'Minor cu nonă adăugată'),
  type(26, '69', 'Major cu sextă și nonă', { tonal: '6add9' }),
];
