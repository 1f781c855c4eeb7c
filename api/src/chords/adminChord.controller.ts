import type { AdminChordQuery, ChordPayload } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { describeObject, recordAdminAction } from '../admin/adminAudit';
import { EVENT } from '../events/eventTypes';
import { bodyOf, queryOf } from '../http/validate';
import {
  createChord,
  deleteChord,
  generateChordDatabase,
  listAdminChords,
  updateChord,
} from './adminChord.service';
import { CHORD_DATABASE_FILE } from './chord.service';

export const getAdminChords: RequestHandler = async (req, res) => {
  res.json(await listAdminChords(queryOf<AdminChordQuery>(req)));
};

export const postAdminChord: RequestHandler = async (req, res) => {
  const chord = await createChord(bodyOf<ChordPayload>(req));
  await recordAdminAction(req, EVENT.adminChordCreated, describeObject('chord', chord.id, chord.name));
  res.status(201).json(chord);
};

export const putAdminChord: RequestHandler = async (req, res) => {
  const chord = await updateChord(bodyOf<ChordPayload & { id: string }>(req));
  await recordAdminAction(req, EVENT.adminChordUpdated, describeObject('chord', chord.id, chord.name));
  res.json(chord);
};

export const deleteAdminChord: RequestHandler = async (req, res) => {
  const chord = await deleteChord(bodyOf<{ id: string }>(req).id);
  await recordAdminAction(req, EVENT.adminChordDeleted, describeObject('chord', chord.id, chord.name));
  res.json(true);
};

/** Answers `{ chords: <count> }` for the panel's 'Fișierul chordDatabase.json cu N de acorduri…' message. */
export const postChordDatabase: RequestHandler = async (req, res) => {
  const chords = await generateChordDatabase();
  await recordAdminAction(
    req,
    EVENT.adminChordFileGenerated,
    describeObject('file', CHORD_DATABASE_FILE, `${chords} acorduri`),
  );
  res.json({ chords });
};
