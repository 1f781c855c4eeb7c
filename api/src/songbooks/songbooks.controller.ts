import type {
  NewSongbookEntryPayload,
  NewSongbookPayload,
  SongbookEntryUpdatePayload,
  SongbookOrderPayload,
  SongbookUpdatePayload,
} from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { userOf } from '../auth/guards';
import { bodyOf, paramsOf, queryOf } from '../http/validate';
import {
  addEntry,
  createSongbook,
  deleteSongbook,
  duplicateSongbook,
  listOwnSongbooks,
  publicSongbooksOfProfile,
  removeEntry,
  reorderEntries,
  type SongbookListQuery,
  songbookBySlug,
  songbookForViewer,
  updateEntry,
  updateSongbook,
} from './songbooks.service';

type IdParams = { id: string };
type EntryParams = { id: string; entryId: string };

/** Handlers answering songbooks with their tabs' bodies need the passphrase those are encrypted with. */
export function songbookController(passphrase: string) {
  const getOwn: RequestHandler = async (req, res) => {
    res.json(await listOwnSongbooks(userOf(req).id, queryOf<SongbookListQuery>(req)));
  };
  const post: RequestHandler = async (req, res) => {
    res.status(201).json(await createSongbook(userOf(req).id, bodyOf<Required<NewSongbookPayload>>(req)));
  };
  const getOne: RequestHandler = async (req, res) => {
    res.json(await songbookForViewer(paramsOf<IdParams>(req).id, userOf(req).id, passphrase));
  };
  const getBySlug: RequestHandler = async (req, res) => {
    res.json(await songbookBySlug(paramsOf<{ slug: string }>(req).slug, req.user?.id, passphrase));
  };
  const getOfProfile: RequestHandler = async (req, res) => {
    res.json(await publicSongbooksOfProfile(paramsOf<{ slug: string }>(req).slug));
  };
  const put: RequestHandler = async (req, res) => {
    res.json(
      await updateSongbook(userOf(req).id, paramsOf<IdParams>(req).id, bodyOf<SongbookUpdatePayload>(req)),
    );
  };
  const duplicate: RequestHandler = async (req, res) => {
    res.status(201).json(await duplicateSongbook(userOf(req).id, paramsOf<IdParams>(req).id));
  };
  const remove: RequestHandler = async (req, res) => {
    await deleteSongbook(userOf(req).id, paramsOf<IdParams>(req).id);
    res.status(204).end();
  };
  const postEntry: RequestHandler = async (req, res) => {
    const body = bodyOf<Required<NewSongbookEntryPayload>>(req);
    res.status(201).json(await addEntry(userOf(req).id, paramsOf<IdParams>(req).id, body));
  };
  const putEntry: RequestHandler = async (req, res) => {
    const { id, entryId } = paramsOf<EntryParams>(req);
    res.json(await updateEntry(userOf(req).id, id, entryId, bodyOf<SongbookEntryUpdatePayload>(req)));
  };
  const deleteEntry: RequestHandler = async (req, res) => {
    const { id, entryId } = paramsOf<EntryParams>(req);
    res.json(await removeEntry(userOf(req).id, id, entryId));
  };
  const putOrder: RequestHandler = async (req, res) => {
    const { entryIds } = bodyOf<SongbookOrderPayload>(req);
    res.json(await reorderEntries(userOf(req).id, paramsOf<IdParams>(req).id, entryIds));
  };
  return {
    getOwn,
    post,
    getOne,
    getBySlug,
    getOfProfile,
    put,
    duplicate,
    remove,
    postEntry,
    putEntry,
    deleteEntry,
    putOrder,
  };
}
