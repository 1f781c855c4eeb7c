import { GRAM_SAMPLE_SIZE, GramFrequencies } from '../search/gramFrequencies';
import { ArtistModel } from './artist.model';

/** Artist names are searched in their normalised form, candidates found through their trigrams. */
export const ARTIST_SEARCH_FIELDS = { match: ['searchName'], gramSources: ['searchName'] };

/** Trigram frequencies over the newest artists, to pick the rarest trigram of a query. */
export const artistGramFrequencies = new GramFrequencies(async () =>
  (
    await ArtistModel.find({}, { searchGrams: 1, _id: 0 }).sort({ _id: -1 }).limit(GRAM_SAMPLE_SIZE).lean()
  ).map((artist) => artist.searchGrams),
);
