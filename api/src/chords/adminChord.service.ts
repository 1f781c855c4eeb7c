import {
  type AdminChordOrderBy,
  type AdminChordQuery,
  CHORD_MESSAGES,
  type Chord,
  type ChordDatabase,
  type ChordList,
  type ChordPayload,
} from '@acorduri/contracts';
import type { QueryFilter } from 'mongoose';
import { adminSort, countFor } from '../admin/adminList';
import { saveRefusingDuplicate } from '../admin/uniqueName';
import { cacheFiles } from '../cache/cacheFiles';
import { badRequest, notFound } from '../errors/HttpError';
import { escapeRegex } from '../search/searchFilter';
import { type ChordDocument, ChordModel, type ChordRecord } from './chord.model';
import { CHORD_DATABASE_FILE, toChords } from './chord.service';
import { ChordTypeModel } from './chordType.model';

const ORDER_FIELDS: Readonly<Record<AdminChordOrderBy, string>> = {
  name: 'name',
  root: 'root',
  created_at: 'createdAt',
  updated_at: 'updatedAt',
};

/** GET /api/admin/chord: the chord editor's page, filtered by root, type and part of the name (any case). */
export async function listAdminChords(query: AdminChordQuery): Promise<ChordList> {
  const filter: QueryFilter<ChordRecord> = {};
  if (query.root !== undefined) filter.root = query.root;
  if (query.typeId !== undefined) filter.typeId = query.typeId;
  if (query.search) filter.name = { $regex: escapeRegex(query.search), $options: 'i' };
  const [documents, total] = await Promise.all([
    ChordModel.find(filter).sort(adminSort(query, ORDER_FIELDS)).skip(query.offset).limit(query.limit),
    countFor(ChordModel, filter),
  ]);
  return { chords: await toChords(documents), total };
}

async function chordOf(document: ChordDocument): Promise<Chord> {
  const [chord] = await toChords([document]);
  if (!chord) throw new Error(`chord ${document.id} could not be answered`);
  return chord;
}

/**
 * What the form cannot check: the type must exist in the lookup collection, and the name must be free, since the
 * dictionary and the tab page find a chord by its name. The name lookup gives both messages at once; the unique
 * index still refuses a name another request took meanwhile (saveRefusingDuplicate).
 */
async function checkPayload(payload: ChordPayload, id?: string): Promise<void> {
  const [typeExists, nameTaken] = await Promise.all([
    payload.typeId == null ? true : ChordTypeModel.exists({ _id: payload.typeId }),
    ChordModel.exists(id ? { name: payload.name, _id: { $ne: id } } : { name: payload.name }),
  ]);
  const errors = [
    ...(typeExists ? [] : [CHORD_MESSAGES.typeInvalid]),
    ...(nameTaken ? [CHORD_MESSAGES.nameTaken] : []),
  ];
  if (errors.length > 0) throw badRequest(errors);
}

/** The stored fields of a payload (the model keeps plain arrays). */
const fieldsOf = ({ name, root, typeId, guitar, piano }: ChordPayload) => ({
  name,
  root,
  typeId: typeId ?? null,
  guitar: [...guitar],
  piano: [...piano],
});

/** POST /api/admin/chord; the chord database file follows the change once the burst of edits settles. */
export async function createChord(payload: ChordPayload): Promise<Chord> {
  await checkPayload(payload);
  const document = new ChordModel(fieldsOf(payload));
  await saveRefusingDuplicate(document, CHORD_MESSAGES.nameTaken);
  cacheFiles.invalidate(CHORD_DATABASE_FILE);
  return chordOf(document);
}

/** PUT /api/admin/chord */
export async function updateChord({ id, ...payload }: ChordPayload & { id: string }): Promise<Chord> {
  const document = await ChordModel.findById(id);
  if (!document) throw notFound();
  await checkPayload(payload, id);
  document.set(fieldsOf(payload));
  await saveRefusingDuplicate(document, CHORD_MESSAGES.nameTaken);
  cacheFiles.invalidate(CHORD_DATABASE_FILE);
  return chordOf(document);
}

/** DELETE /api/admin/chord: no tab refers to a chord document (tabs carry chord names in their text). */
export async function deleteChord(id: string): Promise<ChordDocument> {
  const document = await ChordModel.findByIdAndDelete(id);
  if (!document) throw notFound();
  cacheFiles.invalidate(CHORD_DATABASE_FILE);
  return document;
}

/** POST /api/admin/chord/cache: writes chordDatabase.json now and answers how many chords it holds. */
export async function generateChordDatabase(): Promise<number> {
  const database = (await cacheFiles.generate(CHORD_DATABASE_FILE)) as ChordDatabase;
  return database.chords.length;
}
