import type { TagDataFile } from '@acorduri/contracts';
import { cacheFiles } from '../cache/cacheFiles';
import { publicTags } from './tag.service';

export const TAG_DATA_FILE = 'tag-data.json';

cacheFiles.register(TAG_DATA_FILE, async (): Promise<TagDataFile> => ({ tags: await publicTags() }));
