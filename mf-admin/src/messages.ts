import { PATHS } from '@acorduri/contracts';

/** Every text mf-admin shows, in one place. */
export const MESSAGES = {
  panelTitle: 'Panou administrare',
  home: 'Acasă',
  adminMenu: 'Meniu administrare',
  breadcrumb: 'Cale de navigare',
  notFoundTitle: 'Pagina nu a fost găsită.',
  loading: 'Se încarcă…',
} as const;

/** The admin menu: the ten admin routes with their screen names (admin spec §2). */
export const ADMIN_SCREENS = [
  { path: PATHS.adminUsers, name: 'Utilizatori' },
  { path: PATHS.adminArtists, name: 'Artiști' },
  { path: PATHS.adminChords, name: 'Editor acorduri' },
  { path: PATHS.adminTags, name: 'Categorii' },
  { path: PATHS.adminTabs, name: 'Acorduri' },
  { path: PATHS.adminRequests, name: 'Cereri' },
  { path: PATHS.adminFiles, name: 'Acorduri — fișiere' },
  { path: PATHS.adminLogs, name: 'Registru' },
  { path: PATHS.adminComments, name: 'Comentarii' },
  { path: PATHS.adminLessons, name: 'Lecții' },
] as const;
