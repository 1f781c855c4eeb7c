import type { FavouritePayload } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { userOf } from '../auth/guards';
import { bodyOf } from '../http/validate';
import { addFavourite, listFavouriteTabs, removeFavourite } from './favourites.service';

export const getFavourites: RequestHandler = async (req, res) => {
  res.json(await listFavouriteTabs(userOf(req).id));
};

export const postFavourite: RequestHandler = async (req, res) => {
  res.json(await addFavourite(userOf(req).id, bodyOf<FavouritePayload>(req).id));
};

export const deleteFavourite: RequestHandler = async (req, res) => {
  res.json(await removeFavourite(userOf(req).id, bodyOf<FavouritePayload>(req).id));
};
