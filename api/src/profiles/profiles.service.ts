import type { ContributorList, PublicProfile, SortDirection } from '@acorduri/contracts';
import type { SortOrder } from 'mongoose';
import { notFound } from '../errors/HttpError';
import { UserModel } from '../users/user.model';
import { publicProfileOf } from '../users/user.service';

export interface ContributorListQuery {
  readonly limit: number;
  readonly offset: number;
  readonly sort: SortDirection;
  readonly orderby: 'publishedTabCount' | 'name';
}

/** Users with public tabs count as contributors; publishedTabCount is kept by the tab service's counters. */
const CONTRIBUTOR_FILTER = { publishedTabCount: { $gt: 0 } };

/** GET /api/contributor: the community page's list, most published tabs first by default. */
export async function listContributors(query: ContributorListQuery): Promise<ContributorList> {
  const direction = query.sort === 'desc' ? -1 : 1;
  const order: Record<string, SortOrder> =
    query.orderby === 'name'
      ? { slug: direction, _id: 1 }
      : { publishedTabCount: direction, slug: 1, _id: 1 };
  const [users, total] = await Promise.all([
    UserModel.find(CONTRIBUTOR_FILTER, { username: 1, slug: 1, publishedTabCount: 1 })
      .sort(order)
      .skip(query.offset)
      .limit(query.limit)
      .lean(),
    UserModel.countDocuments(CONTRIBUTOR_FILTER),
  ]);
  return {
    contributors: users.map((user) => ({
      name: user.username,
      slug: user.slug,
      publishedTabCount: user.publishedTabCount,
    })),
    total,
  };
}

/** GET /api/profile/{slug}: what anyone may see of the user. */
export async function publicProfileBySlug(slug: string): Promise<PublicProfile> {
  const user = await UserModel.findOne({ slug: slug.toLowerCase() }).lean();
  if (!user) throw notFound();
  return publicProfileOf(user);
}
