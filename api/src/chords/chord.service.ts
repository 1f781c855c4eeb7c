import {
  type Chord,
  type ChordDatabase,
  type ChordList,
  type ChordRoot,
  type ChordType,
  findChordRoot,
  type SortDirection,
} from '@acorduri/contracts';
import { isValidObjectId } from 'mongoose';
import { cacheFiles } from '../cache/cacheFiles';
import { notFound } from '../errors/HttpError';
import { type ChordDocument, ChordModel } from './chord.model';
import { ChordRootModel } from './chordRoot.model';
import { ChordTypeModel } from './chordType.model';

export const CHORD_DATABASE_FILE = 'chordDatabase.json';

export const CHORD_ORDER_FIELDS = ['name', 'createdAt', 'updatedAt'] as const;

export interface ChordQuery {
  /** Any spelling of the root ('D#' finds the Eb chords) */
  readonly root?: string;
  readonly typeId?: number;
  readonly limit: number;
  readonly offset: number;
  readonly sort: SortDirection;
  readonly orderby: (typeof CHORD_ORDER_FIELDS)[number];
}

export async function listRoots(): Promise<ChordRoot[]> {
  const roots = await ChordRootModel.find().sort({ _id: 1 }).lean();
  return roots.map(({ _id, name, sharpName, flatName, pitchClass }) => ({
    id: _id,
    name,
    sharpName,
    flatName,
    pitchClass,
  }));
}

export async function listTypes(): Promise<ChordType[]> {
  const types = await ChordTypeModel.find().sort({ _id: 1 }).lean();
  return types.map(({ _id, name, fullName, suffix }) => ({ id: _id, name, fullName, suffix: suffix ?? '' }));
}

function toChord(document: ChordDocument, types: ReadonlyMap<number, ChordType>): Chord {
  const type = document.typeId == null ? undefined : types.get(document.typeId);
  return {
    id: document.id,
    name: document.name,
    root: document.root,
    typeId: document.typeId ?? null,
    type: type ? { id: type.id, name: type.name, fullName: type.fullName } : null,
    guitar: document.guitar,
    piano: document.piano,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
  };
}

async function typesById(): Promise<Map<number, ChordType>> {
  return new Map((await listTypes()).map((type) => [type.id, type]));
}

/** The chords as the API answers them, each with its type; shared by the public dictionary and the admin list. */
export async function toChords(documents: readonly ChordDocument[]): Promise<Chord[]> {
  const types = await typesById();
  return documents.map((document) => toChord(document, types));
}

/** Chords filtered by root and type, paged; shared by the public dictionary and the admin chord editor. */
export async function listChords(query: ChordQuery): Promise<ChordList> {
  const filter: Record<string, unknown> = {};
  if (query.root !== undefined) {
    const root = findChordRoot(query.root);
    if (!root) return { chords: [], total: 0 };
    filter.root = root.name;
  }
  if (query.typeId !== undefined) filter.typeId = query.typeId;
  const direction = query.sort === 'desc' ? -1 : 1;
  const [documents, total] = await Promise.all([
    ChordModel.find(filter)
      .sort({ [query.orderby]: direction, _id: direction })
      .skip(query.offset)
      .limit(query.limit),
    ChordModel.countDocuments(filter),
  ]);
  return { chords: await toChords(documents), total };
}

export async function getChord(id: string): Promise<Chord> {
  const document = isValidObjectId(id) ? await ChordModel.findById(id) : null;
  if (!document) throw notFound();
  const [chord] = await toChords([document]);
  if (!chord) throw notFound();
  return chord;
}

/** The content of /cache/chordDatabase.json: every root, type and chord with its variants. */
export async function buildChordDatabase(): Promise<ChordDatabase> {
  const [roots, types, documents] = await Promise.all([
    listRoots(),
    listTypes(),
    ChordModel.find().sort({ root: 1, typeId: 1 }).lean(),
  ]);
  return {
    generatedAt: new Date().toISOString(),
    roots,
    types,
    chords: documents.map((chord) => ({
      id: String(chord._id),
      name: chord.name,
      root: chord.root,
      typeId: chord.typeId ?? null,
      guitar: chord.guitar,
      piano: chord.piano,
    })),
  };
}

cacheFiles.register(CHORD_DATABASE_FILE, buildChordDatabase);
