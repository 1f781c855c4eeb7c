import { type InferSchemaType, model, Schema } from 'mongoose';

/**
 * One generated cache file, shared by every API instance: the gzip-compressed JSON, its stamp (the URL parameter
 * clients add) and the generation ticket that wrote it, so an older, slower generation never overwrites a newer one.
 */
const cacheFileSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** Tickets handed out to generations of this file (one `$inc` each). */
    requested: { type: Number, default: 0 },
    /** The ticket of the generation whose content is stored. */
    generation: { type: Number },
    stamp: { type: Number },
    content: { type: Buffer },
  },
  { versionKey: false, collection: 'cachefiles' },
);

export type CacheFileDocument = InferSchemaType<typeof cacheFileSchema>;

export const CacheFileModel = model('CacheFile', cacheFileSchema);
