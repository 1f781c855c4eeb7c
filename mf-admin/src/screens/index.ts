import { PATHS } from '@acorduri/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AdminPath } from '../messages';

/**
 * The screen of each admin route: one line per screen, loaded only when its route is visited. A route without
 * an entry shows the frame alone.
 */
export const SCREENS: Partial<Record<AdminPath, LazyExoticComponent<ComponentType>>> = {
  [PATHS.adminUsers]: lazy(() => import('./users/UsersScreen')),
  [PATHS.adminArtists]: lazy(() => import('./artists/ArtistsScreen')),
  [PATHS.adminTags]: lazy(() => import('./tags/TagsScreen')),
  [PATHS.adminTabs]: lazy(() => import('./tabs/TabsScreen')),
  [PATHS.adminRequests]: lazy(() => import('./requests/RequestsScreen')),
  [PATHS.adminLogs]: lazy(() => import('./logs/LogsScreen')),
  [PATHS.adminComments]: lazy(() => import('./comments/CommentsScreen')),
  [PATHS.adminLessons]: lazy(() => import('./lessons/LessonsScreen')),
  [PATHS.adminChords]: lazy(() => import('./chord-editor/ChordEditorScreen')),
  [PATHS.adminFiles]: lazy(() => import('./files/FileManagerScreen')),
  [PATHS.adminMedia]: lazy(() => import('./media/MediaScreen')),
  [PATHS.adminReleases]: lazy(() => import('./releases/ReleasesScreen')),
};
