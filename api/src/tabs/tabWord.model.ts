import { model, Schema } from 'mongoose';

/**
 * Every word ever stored in a tab's `searchWords` (its _id): the vocabulary a text-search prefix is expanded
 * against, so the tabs are then read by exact word equality. Words are never removed (one left by a deleted or
 * edited tab only costs an empty lookup).
 */
const tabWordSchema = new Schema({ _id: { type: String, required: true } }, { versionKey: false });

export const TabWordModel = model('TabWord', tabWordSchema);
