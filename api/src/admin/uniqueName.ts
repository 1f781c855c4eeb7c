import { slugify } from '@acorduri/contracts';
import { isDuplicateKeyError } from '../errors/duplicateKey';
import { badRequest } from '../errors/HttpError';

/** The slug of an admin-entered name, refused (`message`, 400) when the name has no letter or digit. */
export function slugOrRefuse(name: string, message: string): string {
  const slug = slugify(name);
  if (!slug) throw badRequest(message);
  return slug;
}

/** Saves a document whose slug must be unique: the unique index decides, a taken slug is `message` (400). */
export async function saveRefusingDuplicate(document: { save(): Promise<unknown> }, message: string) {
  try {
    await document.save();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw badRequest(message);
    throw error;
  }
}
