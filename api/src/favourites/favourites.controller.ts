import type { FavouritePayload } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { userOf } from '../auth/guards';
import { bodyOf } from '../http/validate';
import { tabKey } from '../seo/siteVersion';
import { addFavourite, listFavouriteTabs, removeFavourite } from './favourites.service';

export const getFavourites: RequestHandler = async (req, res) => {
  res.json(await listFavouriteTabs(userOf(req).id));
};

/** A favourite changes that tab's count only (and the Top file, regenerated on its own). */
export const postFavourite: RequestHandler = async (req, res) => {
  const { id } = bodyOf<FavouritePayload>(req);
  res.locals.contentChange = { keys: [tabKey(id)] };
  res.json(await addFavourite(userOf(req).id, id));
};

export const deleteFavourite: RequestHandler = async (req, res) => {
  const { id } = bodyOf<FavouritePayload>(req);
  res.locals.contentChange = { keys: [tabKey(id)] };
  res.json(await removeFavourite(userOf(req).id, id));
};
