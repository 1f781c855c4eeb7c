import type { LocationItem } from '@acorduri/contracts';
import type { Types } from 'mongoose';
import { LocationModel } from './location.model';
import { ROMANIAN_LOCATIONS } from './romanianLocations';

const romanianOrder = new Intl.Collator('ro');

/** Adds the missing localities of the built-in list; existing ones (and their ids) stay. */
export async function seedLocations(): Promise<void> {
  await LocationModel.bulkWrite(
    ROMANIAN_LOCATIONS.map((location) => ({
      updateOne: { filter: location, update: { $setOnInsert: location }, upsert: true },
    })),
  );
}

/** Every locality in Romanian alphabetical order; an empty collection is seeded first. */
export async function listLocations(): Promise<{ locations: LocationItem[]; total: number }> {
  if ((await LocationModel.estimatedDocumentCount()) === 0) await seedLocations();
  const locations = (await LocationModel.find().lean())
    .map((location) => ({ id: String(location._id), name: location.name, county: location.county }))
    .sort((a, b) => romanianOrder.compare(a.name, b.name) || romanianOrder.compare(a.county, b.county));
  return { locations, total: locations.length };
}

export async function findLocation(id: Types.ObjectId | string) {
  return LocationModel.findById(id).lean();
}
