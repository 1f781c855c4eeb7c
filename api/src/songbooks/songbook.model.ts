import {
  CAPO_RANGE,
  SONGBOOK_DESCRIPTION_MAX,
  SONGBOOK_NAME_MAX,
  SONGBOOK_NOTE_MAX,
  SONGBOOK_SCROLL_SPEED_RANGE,
  TRANSPOSE_RANGE,
} from '@acorduri/contracts';
import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** One song of a songbook: the tab, the owner's settings for it and the names it had when it was added. */
const entrySchema = new Schema({
  tabId: { type: Schema.Types.ObjectId, ref: 'Tab', required: true },
  /** Kept so an entry whose tab was deleted or unpublished still says which song it was. */
  title: { type: String, default: '' },
  artistName: { type: String, default: '' },
  transpose: { type: Number, default: 0, min: TRANSPOSE_RANGE.min, max: TRANSPOSE_RANGE.max },
  capo: { type: Number, default: 0, min: CAPO_RANGE.min, max: CAPO_RANGE.max },
  note: { type: String, default: '', maxlength: SONGBOOK_NOTE_MAX },
  scrollSpeed: {
    type: Number,
    default: 0,
    min: SONGBOOK_SCROLL_SPEED_RANGE.min,
    max: SONGBOOK_SCROLL_SPEED_RANGE.max,
  },
});

const songbookSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    name: { type: String, required: true, trim: true, maxlength: SONGBOOK_NAME_MAX },
    /** The share address /cantece/{slug}, unique over all songbooks. */
    slug: { type: String, required: true },
    /** The name normalised (normaliseSearchText): case- and diacritic-insensitive sorting. */
    sortName: { type: String, default: '' },
    description: { type: String, default: '', maxlength: SONGBOOK_DESCRIPTION_MAX },
    isPublic: { type: Boolean, default: false },
    entries: { type: [entrySchema], default: [] },
  },
  { timestamps: true },
);
songbookSchema.index({ slug: 1 }, { unique: true });
songbookSchema.index({ ownerId: 1, updatedAt: -1 });
songbookSchema.index({ ownerId: 1, sortName: 1 });
songbookSchema.index({ ownerId: 1, createdAt: -1 });
songbookSchema.index({ ownerId: 1, isPublic: 1, updatedAt: -1 });

export type SongbookRecord = InferSchemaType<typeof songbookSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export type SongbookEntryRecord = SongbookRecord['entries'][number] & { _id: Types.ObjectId };
export const SongbookModel = model('Songbook', songbookSchema);
