/**
 * The route table of the whole site: every client route, the remote ("area") that renders it and who may see it.
 * The shell dispatches on it (so it can show an area's error panel even when that remote is down) and each remote
 * builds its own <Routes> from the same patterns, so a path is written once.
 */

export type AreaName = 'mf_public' | 'mf_account' | 'mf_admin' | 'mf_chords';
export type Access = 'public' | 'signed-in' | 'admin';

export interface RouteDefinition {
  /** react-router path pattern */
  readonly path: string;
  readonly area: AreaName;
  readonly access: Access;
}

export const AREAS: readonly AreaName[] = ['mf_public', 'mf_account', 'mf_admin', 'mf_chords'];

/** Workspace folder of each remote; also the URL segment its build is served under (/mf/<folder>/). */
export const AREA_FOLDERS: Readonly<Record<AreaName, string>> = {
  mf_public: 'mf-public',
  mf_account: 'mf-account',
  mf_admin: 'mf-admin',
  mf_chords: 'mf-chords',
};

export const PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  verifyEmail: '/verify-email/:token',
  confirmEmail: '/confirm-email/:token',
  accountSettings: '/account-settings',
  profileSettings: '/profile-settings',
  favourites: '/favorite',
  addTab: '/adauga-acorduri',
  myTabs: '/transpunerile-mele',
  myComments: '/comentariile-mele',
  mySongbooks: '/cantecele-mele',
  mySongbook: '/cantecele-mele/:id',
  /** Stage mode of one of the user's own songbooks, public or private (rendered by mf-public like the public one). */
  mySongbookStage: '/cantecele-mele/:id/scena',
  profile: '/profil/:slug',
  community: '/comunitate',
  requests: '/cereri',
  artists: '/artisti',
  artist: '/artisti/:slug',
  letter: '/litere/:id',
  tab: '/acorduri/:artistSlug/:tabSlug',
  chordDictionary: '/dictionar-acorduri',
  /** "Ce pot cânta": songs playable with the chords a reader knows (issue #32). */
  playable: '/ce-pot-canta',
  accessibleDictionary: '/accesibil',
  lessons: '/lectii',
  lesson: '/lectii/:slug',
  contact: '/contact',
  terms: '/termeni-si-conditii',
  search: '/cautare/:search',
  categories: '/categorii',
  category: '/categorii/:slug',
  songbook: '/cantece/:slug',
  /** Stage mode of a songbook (issue #18, built by the stage-mode work). */
  songbookStage: '/cantece/:slug/scena',
  adminUsers: '/users',
  adminArtists: '/artists',
  adminChords: '/chord-editor',
  adminTags: '/tag-manager',
  adminTabs: '/tab-manager',
  adminRequests: '/request-manager',
  adminFiles: '/file-manager',
  adminMedia: '/media-manager',
  adminLogs: '/logs',
  adminComments: '/comment-manager',
  adminLessons: '/lesson-manager',
  /** Versiuni: the remotes' releases, canary and rollback (issue #19, beyond the spec). */
  adminReleases: '/releases',
  notFound: '/not-found',
  notFound404: '/404',
} as const;

export type PathName = keyof typeof PATHS;

const route = (path: string, area: AreaName, access: Access = 'public'): RouteDefinition => ({
  path,
  area,
  access,
});

export const ROUTES: readonly RouteDefinition[] = [
  route(PATHS.home, 'mf_public'),
  route(PATHS.search, 'mf_public'),
  route(PATHS.profile, 'mf_public'),
  route(PATHS.community, 'mf_public'),
  route(PATHS.requests, 'mf_public'),
  route(PATHS.artists, 'mf_public'),
  route(PATHS.artist, 'mf_public'),
  route(PATHS.letter, 'mf_public'),
  route(PATHS.tab, 'mf_public'),
  route(PATHS.lessons, 'mf_public'),
  route(PATHS.playable, 'mf_public'),
  route(PATHS.lesson, 'mf_public'),
  route(PATHS.contact, 'mf_public'),
  route(PATHS.terms, 'mf_public'),
  route(PATHS.categories, 'mf_public'),
  route(PATHS.category, 'mf_public'),
  route(PATHS.songbook, 'mf_public'),
  route(PATHS.songbookStage, 'mf_public'),
  route(PATHS.mySongbookStage, 'mf_public', 'signed-in'),
  route(PATHS.login, 'mf_account'),
  route(PATHS.register, 'mf_account'),
  route(PATHS.forgotPassword, 'mf_account'),
  route(PATHS.resetPassword, 'mf_account'),
  route(PATHS.verifyEmail, 'mf_account'),
  route(PATHS.confirmEmail, 'mf_account', 'signed-in'),
  route(PATHS.accountSettings, 'mf_account', 'signed-in'),
  route(PATHS.profileSettings, 'mf_account', 'signed-in'),
  route(PATHS.favourites, 'mf_account', 'signed-in'),
  route(PATHS.addTab, 'mf_account', 'signed-in'),
  route(PATHS.myTabs, 'mf_account', 'signed-in'),
  route(PATHS.myComments, 'mf_account', 'signed-in'),
  route(PATHS.mySongbooks, 'mf_account', 'signed-in'),
  route(PATHS.mySongbook, 'mf_account', 'signed-in'),
  route(PATHS.chordDictionary, 'mf_chords'),
  route(PATHS.accessibleDictionary, 'mf_chords'),
  route(PATHS.adminUsers, 'mf_admin', 'admin'),
  route(PATHS.adminArtists, 'mf_admin', 'admin'),
  route(PATHS.adminChords, 'mf_admin', 'admin'),
  route(PATHS.adminTags, 'mf_admin', 'admin'),
  route(PATHS.adminTabs, 'mf_admin', 'admin'),
  route(PATHS.adminRequests, 'mf_admin', 'admin'),
  route(PATHS.adminFiles, 'mf_admin', 'admin'),
  route(PATHS.adminMedia, 'mf_admin', 'admin'),
  route(PATHS.adminLogs, 'mf_admin', 'admin'),
  route(PATHS.adminComments, 'mf_admin', 'admin'),
  route(PATHS.adminLessons, 'mf_admin', 'admin'),
  route(PATHS.adminReleases, 'mf_admin', 'admin'),
];

/** Routes rendered by one area, in table order. */
export function routesOf(area: AreaName): RouteDefinition[] {
  return ROUTES.filter((r) => r.area === area);
}

/** Fills a path pattern's `:params` (URL-encoded). */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter "${key}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
