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

/** Utilizatori (admin.md §2, §3): the list, its actions and the two-tab user dialog. */
export const USER_MESSAGES = {
  dialogTabs: 'Detalii utilizator',
  accountTab: 'Cont',
  profileTab: 'Profil',
  id: 'ID',
  username: 'Nume utilizator',
  slug: 'Slug',
  email: 'Email',
  emailVerified: 'Email confirmat',
  emailVisibility: 'Vizibilitate email',
  emailPrivate: 'Privat',
  emailPublic: 'Public',
  role: 'Rol',
  createdAt: 'Creat',
  accountExpiryDate: 'Expirarea contului',
  active: 'Activ',
  lastLogin: 'Ultima autentificare',
  location: 'Localitate',
  instruments: 'Instrumente',
  about: 'Despre',
  favouriteArtists: 'Artiști preferați',
  tabCount: 'Acorduri',
  requestCount: 'Cereri',
  commentCount: 'Comentarii',
  /** A date or text the account does not have. */
  none: '—',
} as const;

const FINGER_NAMES = ['arătătorul', 'mijlociul', 'inelarul', 'degetul mic'] as const;

/** Editor acorduri (admin.md §2, §3, §5): the chord list, the chord dialog and the visual variant editors. */
export const CHORD_EDITOR_MESSAGES = {
  guitar: 'Chitară',
  piano: 'Pian',
  // The visual guitar editor
  fretboard: 'Grif',
  position: 'Poziția',
  finger: 'Degetul pus la clic',
  fingerOption: (finger: number) => `${finger} (${FINGER_NAMES[finger - 1] ?? ''})`,
  stringSounds: 'Coarde libere sau necântate',
  stringToggle: (string: number, state: 'open' | 'muted' | 'fretted') =>
    `Coarda ${string}: ${state === 'open' ? 'liberă' : state === 'muted' ? 'nu se cântă' : 'apăsată'}`,
  fretCell: (string: number, fret: number, finger: number | undefined) =>
    finger ? `Coarda ${string}, tasta ${fret}, degetul ${finger}` : `Coarda ${string}, tasta ${fret}`,
  // The visual piano editor
  keyboard: 'Claviatură',
  pianoKey: (note: string, octave: number) => `${note}, octava ${octave}`,
  variantText: 'Definiția (text)',
  guitarTextHelp:
    'Rândul 1: poziția I–XII; rândul 2: x (nu se cântă), o (liberă) sau spațiu pe fiecare coardă; rândurile 3–7: tastele, cu - sau degetul 1–4.',
  pianoTextHelp:
    'Rândul 1: clapele negre (0 apăsată, | neapăsată); rândul 2: clapele albe (0 apăsată, spațiu neapăsată).',
  preview: 'Previzualizare',
  previewUnavailable: 'Diagrama nu poate fi afișată acum.',
} as const;

/** Romanian (solfège) names of the 12 pitch classes, C first, for the piano keys' labels. */
export const NOTE_NAMES = [
  'Do',
  'Do diez',
  'Re',
  'Mi bemol',
  'Mi',
  'Fa',
  'Fa diez',
  'Sol',
  'La bemol',
  'La',
  'Si bemol',
  'Si',
] as const;

/** The Acorduri (tabs) screen and its edit dialog (admin.md §2 Tabs). */
export const TAB_MESSAGES = {
  diffCaption: 'Diferențe între textul actual și textul propus',
  diffRegion: 'Diferențe, rând cu rând',
  diffCurrentLine: 'Rând actual',
  diffCurrentText: 'Text actual',
  diffProposedLine: 'Rând propus',
  diffProposedText: 'Text propus',
  diffRemoved: 'Șters:',
  diffAdded: 'Adăugat:',
  diffSummary: (added: number, removed: number) => `Rânduri adăugate: ${added}. Rânduri șterse: ${removed}.`,
  diffNone: 'Textul propus este identic cu textul actual.',
  diffLoading: 'Se calculează diferențele…',
} as const;

/** "1 eveniment", "2 evenimente", "20 de evenimente": Romanian takes "de" after 20–99 in the last two digits. */
const eventCount = (count: number) =>
  count === 1 ? '1 eveniment' : `${count}${count % 100 >= 20 || (count >= 100 && count % 100 === 0) ? ' de' : ''} evenimente`;

/** Registru (admin.md §2, §3) and its chart of events per day (admin issue #14). */
export const LOG_MESSAGES = {
  chartTitle: 'Evenimente pe zi',
  chartSummary: (from: string, to: string, total: number, peakDay: string, peakCount: number) =>
    total === 0
      ? `Între ${from} și ${to}: niciun eveniment.`
      : `Între ${from} și ${to}: ${eventCount(total)}, cele mai multe pe ${peakDay} (${eventCount(peakCount)}).`,
  chartData: 'Datele graficului',
  chartDay: 'Ziua',
  chartCount: 'Evenimente',
  chartBar: (day: string, count: number) => `${day}: ${eventCount(count)}`,
  chartError: 'Graficul nu a putut fi încărcat.',
} as const;
