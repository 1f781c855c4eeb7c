import type { ArtistListQuery } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { paramsOf, queryOf } from '../http/validate';
import { artistBySlug, listArtists } from './artist.service';

export const getArtists: RequestHandler = async (req, res) => {
  res.json(await listArtists(queryOf<ArtistListQuery>(req)));
};

export const getArtist: RequestHandler = async (req, res) => {
  res.json(await artistBySlug(paramsOf<{ slug: string }>(req).slug));
};
