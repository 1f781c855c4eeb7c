import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

/** The stories of the static build, in the build's order. */
export function readStories(): StoryEntry[] {
  const index = JSON.parse(
    readFileSync(path.resolve(__dirname, '../storybook-static/index.json'), 'utf8'),
  ) as {
    entries: Record<string, StoryEntry & { type: string }>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}
