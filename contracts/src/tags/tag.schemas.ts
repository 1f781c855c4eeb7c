import Joi from 'joi';
import { pageSlug } from './pageSlug';

/** GET /api/tag/{slug} */
export const tagSlugParams = Joi.object({ slug: pageSlug().required() });

export interface TagView {
  id: string;
  name: string;
  slug: string;
  isPublic: boolean;
  /** Public tabs carrying the tag. */
  tabCount: number;
}

/** /cache/tag-data.json: the public tags, most used first. */
export interface TagDataFile {
  tags: TagView[];
}
