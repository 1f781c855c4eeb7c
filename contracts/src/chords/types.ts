/** The chord entities as the API sends them and the front-ends read them (spec: public §3, admin §3). */

/** One of the 12 pitch classes; `name` is the spelling chord names use, the other two are its enharmonic names. */
export interface ChordRoot {
  readonly id: number;
  readonly name: string;
  readonly sharpName: string;
  readonly flatName: string;
  /** 0 = C … 11 = B */
  readonly pitchClass: number;
}

export interface ChordTypeSummary {
  readonly id: number;
  /** Short name, e.g. 'm7b5' */
  readonly name: string;
  /** Romanian description, e.g. 'Minor cu septimă și cvintă micșorată' */
  readonly fullName: string;
}

export interface ChordType extends ChordTypeSummary {
  /** What follows the root in a chord's name: '' for major, 'm' for minor, '7', 'maj7'… */
  readonly suffix: string;
}

export interface Chord {
  readonly id: string;
  readonly name: string;
  /** The root's name (`ChordRoot.name`) */
  readonly root: string;
  readonly typeId: number | null;
  readonly type: ChordTypeSummary | null;
  /** Guitar variants in the 7-line text format */
  readonly guitar: readonly string[];
  /** Piano variants in the 2×14 text format */
  readonly piano: readonly string[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface ChordRootList {
  readonly roots: readonly ChordRoot[];
  readonly total: number;
}

export interface ChordTypeList {
  readonly types: readonly ChordType[];
  readonly total: number;
}

export interface ChordList {
  readonly chords: readonly Chord[];
  readonly total: number;
}

/** The admin chord payload (POST /api/admin/chord; PUT adds `id`). */
export interface ChordPayload {
  readonly name: string;
  readonly root: string;
  readonly typeId?: number | null;
  readonly guitar: readonly string[];
  readonly piano: readonly string[];
}

/** The generated static file `/cache/chordDatabase.json`. */
export interface ChordDatabase {
  readonly generatedAt: string;
  readonly roots: readonly ChordRoot[];
  readonly types: readonly ChordType[];
  readonly chords: readonly Pick<Chord, 'id' | 'name' | 'root' | 'typeId' | 'guitar' | 'piano'>[];
}
