import type { AdminArtistListQuery, AdminArtistPayload, AdminArtistUpdatePayload } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { describeObject, recordAdminAction } from '../admin/adminAudit';
import { EVENT } from '../events/eventTypes';
import { bodyOf, queryOf } from '../http/validate';
import {
  allArtistOptions,
  createArtist,
  deleteArtist,
  listAdminArtists,
  renameArtist,
} from './adminArtist.service';

export const getAdminArtists: RequestHandler = async (req, res) => {
  res.json(await listAdminArtists(queryOf<AdminArtistListQuery>(req)));
};

export const getAllArtists: RequestHandler = async (_req, res) => {
  res.json(await allArtistOptions());
};

export const postAdminArtist: RequestHandler = async (req, res) => {
  const artist = await createArtist(bodyOf<AdminArtistPayload>(req).name);
  await recordAdminAction(req, EVENT.adminArtistCreated, describeObject('artist', artist.id, artist.name));
  res.status(201).json(artist);
};

export const putAdminArtist: RequestHandler = async (req, res) => {
  const { id, name } = bodyOf<AdminArtistUpdatePayload>(req);
  const artist = await renameArtist(id, name);
  await recordAdminAction(req, EVENT.adminArtistUpdated, describeObject('artist', artist.id, artist.name));
  res.json(artist);
};

export const deleteAdminArtist: RequestHandler = async (req, res) => {
  const artist = await deleteArtist(bodyOf<{ id: string }>(req).id);
  await recordAdminAction(
    req,
    EVENT.adminArtistDeleted,
    describeObject('artist', artist._id.toHexString(), artist.name),
  );
  res.json(true);
};
