import { type InferSchemaType, model, Schema } from 'mongoose';

const favouriteSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    tabId: { type: Schema.Types.ObjectId, ref: 'Tab', required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
// One favourite per user and tab; the list shows the latest additions first.
favouriteSchema.index({ userId: 1, tabId: 1 }, { unique: true });
favouriteSchema.index({ userId: 1, createdAt: -1 });
favouriteSchema.index({ tabId: 1 });

export type Favourite = InferSchemaType<typeof favouriteSchema>;
export const FavouriteModel = model('Favourite', favouriteSchema);
