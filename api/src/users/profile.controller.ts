import type { ProfileUpdate } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { userOf } from '../auth/guards';
import { bodyOf } from '../http/validate';
import { ownProfile, updateProfile } from './user.service';

export const getOwnProfile: RequestHandler = async (req, res) => {
  res.json(await ownProfile(userOf(req).id));
};

export const putOwnProfile: RequestHandler = async (req, res) => {
  res.json(await updateProfile(userOf(req).id, bodyOf<ProfileUpdate>(req)));
};
