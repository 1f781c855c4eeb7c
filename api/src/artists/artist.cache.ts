import type { ArtistDataFile } from '@acorduri/contracts';
import { cacheFiles } from '../cache/cacheFiles';
import { allArtists } from './artist.service';

export const ARTIST_DATA_FILE = 'artist-data.json';

cacheFiles.register(ARTIST_DATA_FILE, async (): Promise<ArtistDataFile> => ({ artists: await allArtists() }));
