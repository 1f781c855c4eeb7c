import { CHORD_ROOTS, CHORD_TYPE_CATALOGUE } from '@acorduri/contracts';
import { cacheFiles } from '../cache/cacheFiles';
import { ChordModel } from './chord.model';
import { CHORD_DATABASE_FILE } from './chord.service';
import { buildChordCatalogue } from './chordCatalogue';
import { ChordRootModel } from './chordRoot.model';
import { ChordTypeModel } from './chordType.model';

export interface ChordSeedReport {
  readonly roots: number;
  readonly types: number;
  /** Chords inserted by this run (0 when every root × type chord already existed) */
  readonly insertedChords: number;
  /** Data-set fingerings the format validator refused */
  readonly rejectedVariants: number;
}

/**
 * Loads the lookup lists and the generated chords. Idempotent: roots and types are upserted by id; a chord is
 * only inserted when no chord of that root and type exists, so an admin's edits survive a re-run.
 */
export async function seedChords(): Promise<ChordSeedReport> {
  await ChordRootModel.bulkWrite(
    CHORD_ROOTS.map(({ id, ...root }) => ({
      replaceOne: { filter: { _id: id }, replacement: { _id: id, ...root }, upsert: true },
    })),
  );
  await ChordTypeModel.bulkWrite(
    CHORD_TYPE_CATALOGUE.map(({ id, name, fullName, suffix }) => ({
      replaceOne: { filter: { _id: id }, replacement: { _id: id, name, fullName, suffix }, upsert: true },
    })),
  );
  const catalogue = buildChordCatalogue();
  const existing = new Set(
    (await ChordModel.find({}, { root: 1, typeId: 1 }).lean()).map(
      (chord) => `${chord.root}|${chord.typeId}`,
    ),
  );
  const missing = catalogue.chords.filter((chord) => !existing.has(`${chord.root}|${chord.typeId}`));
  if (missing.length > 0) await ChordModel.insertMany(missing);
  cacheFiles.invalidate(CHORD_DATABASE_FILE);
  return {
    roots: CHORD_ROOTS.length,
    types: CHORD_TYPE_CATALOGUE.length,
    insertedChords: missing.length,
    rejectedVariants: catalogue.rejected.length,
  };
}
