import type { RequestHandler } from 'express';
import { paramsOf, queryOf } from '../http/validate';
import { type ContributorListQuery, listContributors, publicProfileBySlug } from './profiles.service';

export const getContributors: RequestHandler = async (req, res) => {
  res.json(await listContributors(queryOf<ContributorListQuery>(req)));
};

export const getPublicProfile: RequestHandler = async (req, res) => {
  res.json(await publicProfileBySlug(paramsOf<{ slug: string }>(req).slug));
};
