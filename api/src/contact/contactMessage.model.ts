import { INQUIRY_TYPES } from '@acorduri/contracts';
import { type InferSchemaType, model, Schema } from 'mongoose';

/** Every contact-form message is kept, so nothing is lost when mail delivery fails. */
const contactMessageSchema = new Schema(
  {
    fromEmail: { type: String, required: true, maxlength: 100 },
    inquiryType: { type: String, enum: INQUIRY_TYPES, required: true },
    message: { type: String, required: true, maxlength: 2000 },
    userId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    ip: { type: String, default: '' },
    mailed: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
contactMessageSchema.index({ createdAt: -1 });

export type ContactMessage = InferSchemaType<typeof contactMessageSchema>;
export const ContactMessageModel = model('ContactMessage', contactMessageSchema);
