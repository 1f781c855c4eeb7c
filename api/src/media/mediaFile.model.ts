import { type InferSchemaType, model, Schema } from 'mongoose';
import { MEDIA_BUCKET } from './mediaStore';

/**
 * The GridFS file documents (media.files) as a model, for the admin file and media lists: paging, sorting and
 * counting like any other collection. Files are written and deleted only through mediaStore.ts.
 */
const mediaFileSchema = new Schema(
  {
    filename: { type: String, required: true },
    length: { type: Number, required: true },
    uploadDate: { type: Date, required: true },
    metadata: {
      kind: { type: String, required: true },
      contentType: { type: String, required: true },
    },
  },
  { collection: `${MEDIA_BUCKET}.files` },
);
// The lists' default order (newest first), in one folder or all; GridFS itself indexes filename + uploadDate.
mediaFileSchema.index({ uploadDate: -1 });
mediaFileSchema.index({ 'metadata.kind': 1, uploadDate: -1 });

export type MediaFileRecord = InferSchemaType<typeof mediaFileSchema>;
export const MediaFileModel = model('MediaFile', mediaFileSchema);
