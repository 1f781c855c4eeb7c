import { randomBytes } from 'node:crypto';
import { model, Schema } from 'mongoose';

const sharedSecretSchema = new Schema(
  { _id: { type: String, required: true }, value: { type: String, required: true } },
  { versionKey: false, collection: 'sharedsecrets' },
);

const SharedSecretModel = model('SharedSecret', sharedSecretSchema);

/**
 * A random secret created once per database and read by every API instance, for keys an operator may leave unset
 * (a per-process random key would make one instance reject what another signed). The first writer wins.
 */
export async function sharedSecret(name: string): Promise<string> {
  const stored = await SharedSecretModel.findOneAndUpdate(
    { _id: name },
    { $setOnInsert: { value: randomBytes(32).toString('hex') } },
    { upsert: true, returnDocument: 'after' },
  )
    .lean()
    .orFail();
  return stored.value;
}
