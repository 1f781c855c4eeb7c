import { PATHS } from '@acorduri/contracts';

/** Every text mf-admin shows, in one place. */
export const MESSAGES = {
  panelTitle: 'Panou administrare',
  home: 'Acasă',
  adminMenu: 'Meniu administrare',
  breadcrumb: 'Cale de navigare',
  notFoundTitle: 'Pagina nu a fost găsită.',
  loading: 'Se încarcă…',
  loadingScreen: 'Se încarcă ecranul…',
} as const;

/** The admin menu: the ten admin routes of admin spec §2 with their screen names, then the media manager. */
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
  { path: PATHS.adminMedia, name: 'Media' },
] as const;

export type AdminPath = (typeof ADMIN_SCREENS)[number]['path'];

/** Artiști (admin.md §2 Artists, §5). */
export const ARTIST_MESSAGES = {
  caption: 'Artiști',
  empty: 'Niciun artist nu corespunde căutării.',
  columnId: 'ID',
  columnName: 'Nume',
  columnSlug: 'Slug',
  columnTabs: '# Acorduri',
  columnRequests: '# Cereri',
  tabCount: (count: number) => (count === 1 ? '1 transpunere' : `${count} transpuneri`),
  requestCount: (count: number) => (count === 1 ? '1 cerere' : `${count} cereri`),
  filterLetter: 'Litera',
  filterWithTabs: 'Cu acorduri',
  filterWithRequests: 'Cu cereri',
  sortNewest: 'Cele mai noi',
  sortName: 'Nume, A-Z',
  sortTabs: 'Acorduri, descrescător',
  sortRequests: 'Cereri, descrescător',
  add: 'Adaugă artist',
  dialogAdd: 'Artist nou',
  dialogEdit: 'Editare artist',
  field: 'Artist',
  submit: 'Adaugă',
  deleteTitle: 'Șterge artist',
  deleteQuestion: (name: string) => `Dorești să ștergi artistul ${name}?`,
} as const;

/** Categorii (admin.md §2 Categories, §5, §8). */
export const TAG_MESSAGES = {
  caption: 'Categorii',
  empty: 'Nicio categorie nu corespunde căutării.',
  columnId: 'ID',
  columnName: 'Nume',
  columnSlug: 'Slug',
  columnTabs: '# Acorduri',
  columnPublic: 'Public',
  public: 'Publică',
  private: 'Privată',
  filterVisibility: 'Vizibilitate',
  visibilityPublic: 'Public',
  visibilityPrivate: 'Privat',
  sortNewest: 'Cele mai noi',
  sortName: 'Nume, A-Z',
  sortTabs: 'Acorduri, descrescător',
  add: 'Adaugă categorie',
  dialogAdd: 'Categorie nouă',
  dialogEdit: 'Editare categorie',
  fieldName: 'Nume',
  fieldPublic: 'Publică (apare pe site)',
  submitAdd: 'Adaugă',
  submitEdit: 'Actualizează',
  deleteTitle: 'Șterge categorie',
  deleteQuestion: (name: string) => `Dorești să ștergi categoria ${name}?`,
  generateFile: 'Generează fișierul categoriilor',
} as const;

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
  caption: 'Utilizatori',
  empty: 'Niciun utilizator nu corespunde căutării.',
  columnContributions: 'Contribuții',
  columnProfile: 'Profil',
  columnLastLogin: 'Ultima autentificare',
  columnCreated: 'Creat',
  contributions: (tabs: number, requests: number, comments: number) =>
    `${tabs} acorduri, ${requests} cereri, ${comments} comentarii`,
  profileLink: (username: string) => `Profilul lui ${username}`,
  showUser: (username: string) => `Detalii despre ${username}`,
  userEvents: 'Evenimentele contului în Registru',
  searchUsername: 'Nume utilizator',
  searchEmail: 'Email',
  filterRole: 'Rol',
  filterVerified: 'Email confirmat',
  filterActive: 'Activ',
  filterWithTabs: 'Cu acorduri',
  filterWithRequests: 'Cu cereri',
  filterWithComments: 'Cu comentarii',
  sortEmail: 'Email, A-Z',
  sortUsername: 'Nume utilizator, A-Z',
  sortLastLogin: 'Autentificați recent',
  sortCreated: 'Creați recent',
  sortTabs: 'Acorduri, descrescător',
  sortRequests: 'Cereri, descrescător',
  sortComments: 'Comentarii, descrescător',
  expired: 'cont dezactivat',
  deleteTitle: 'Șterge utilizator',
  deleteQuestion: (username: string) => `Dorești să ștergi utilizatorul ${username}?`,
  deleteManyQuestion: (usernames: readonly string[]) =>
    usernames.length === 1
      ? `Dorești să ștergi utilizatorul ${usernames[0]}?`
      : `Dorești să ștergi utilizatorii ${usernames.join(', ')}?`,
  deactivate: (username: string) => `Dezactivează ${username}`,
  deactivateTitle: 'Dezactivare cont',
  deactivateQuestion: (username: string) =>
    `Dorești să dezactivezi contul ${username}? Utilizatorul nu se va mai putea autentifica.`,
} as const;

const FINGER_NAMES = ['arătătorul', 'mijlociul', 'inelarul', 'degetul mic'] as const;

/** Editor acorduri (admin.md §2, §3, §5): the chord list, the chord dialog and the visual variant editors. */
export const CHORD_EDITOR_MESSAGES = {
  caption: 'Acorduri din dicționar',
  empty: 'Niciun acord nu corespunde filtrelor.',
  loadFailed: 'Eroare la citirea acordurilor.',
  lookupFailed: 'Eroare la citirea rădăcinilor și tipurilor de acorduri.',
  columnName: 'Nume',
  columnRoot: 'Rădăcină',
  columnType: 'Tip',
  columnGuitar: 'Chitară',
  columnPiano: 'Pian',
  columnCreated: 'Creat',
  columnUpdated: 'Actualizat',
  noType: '—',
  noVariant: '—',
  typeOption: (name: string, fullName: string) => (name ? `${name} (${fullName})` : fullName),
  searchPlaceholder: 'Caută după nume...',
  filterRoot: 'Rădăcina',
  filterType: 'Tipul',
  sortNewest: 'Cele mai noi',
  sortUpdated: 'Actualizate recent',
  sortName: 'Nume, A-Z',
  deleteTitle: 'Confirmare',
  deleteQuestion: (name: string) => `Dorești să ștergi acordul ${name}?`,
  add: 'Acord nou',
  generateDatabase: 'Generează baza de acorduri',
  databaseGenerated: (count: number) =>
    `Fișierul chordDatabase.json cu ${count} de acorduri a fost generat cu succes.`,
  dialogAdd: 'Acord nou',
  dialogEdit: 'Editare acord',
  submitAdd: 'Adaugă',
  submitEdit: 'Actualizează',
  fieldName: 'Nume',
  fieldRoot: 'Rădăcina',
  fieldType: 'Tipul',
  newChordName: 'Acord nou',
  guitarVariants: 'Variante la chitară',
  pianoVariants: 'Variante la pian',
  noVariants: 'Nicio variantă.',
  addVariant: (instrument: 'guitar' | 'piano') =>
    instrument === 'guitar' ? 'Adaugă variantă la chitară' : 'Adaugă variantă la pian',
  editVariant: (instrument: 'guitar' | 'piano', index: number) =>
    `Editează varianta ${index} la ${instrument === 'guitar' ? 'chitară' : 'pian'}`,
  removeVariant: (instrument: 'guitar' | 'piano', index: number) =>
    `Șterge varianta ${index} la ${instrument === 'guitar' ? 'chitară' : 'pian'}`,
  guitar: 'Chitară',
  piano: 'Pian',
  // The visual guitar editor
  fretboard: 'Grif',
  fretboardCells: 'Corzi și taste',
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
  keyboardKeys: 'Clape',
  pianoKey: (note: string, octave: number) => `${note}, octava ${octave}`,
  variantText: 'Definiția (text)',
  guitarTextHelp:
    'Rândul 1: poziția I–XII; rândul 2: x (nu se cântă), o (liberă) sau spațiu pe fiecare coardă; rândurile 3–7: tastele, cu - sau degetul 1–4.',
  pianoTextHelp:
    'Rândul 1: clapele negre (0 apăsată, | neapăsată); rândul 2: clapele albe (0 apăsată, spațiu neapăsată).',
  preview: 'Previzualizare',
  variantDialogTitle: (instrument: 'guitar' | 'piano', isNew: boolean) =>
    `${isNew ? 'Variantă nouă' : 'Editare variantă'} — ${instrument === 'guitar' ? 'chitară' : 'pian'}`,
  saveVariant: 'Păstrează varianta',
  cancel: 'Renunță',
  previewUnavailable: 'Diagrama nu poate fi afișată acum.',
} as const;

/** Load failures of the complete artist and tag lists (admin.md §8). */
export const COMPLETE_LIST_MESSAGES = {
  artistsLoadFailed: 'Eroare la citirea artiștilor.',
  tagsLoadFailed: 'Eroare la citirea etichetelor.',
} as const;

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
  caption: 'Transpuneri',
  searchPlaceholder: 'Căutare...',
  searchArtists: 'Artiști',
  searchTitles: 'Titluri',
  searchText: 'Text',
  columnArtist: 'Artist',
  columnTitle: 'Titlu',
  columnPreview: 'Previzualizare',
  columnPopularity: 'Popularitate',
  columnAuthor: 'Autor',
  columnCreated: 'Creat',
  columnUpdated: 'Actualizat',
  columnStatus: 'Stare',
  favourites: (count: number) => (count === 1 ? '1 favorit' : `${count} favorite`),
  comments: (count: number) => (count === 1 ? '1 comentariu' : `${count} comentarii`),
  statusPublic: 'Public',
  statusReview: 'De revizuit',
  statusUnpublished: 'Nepublicat',
  filterPublished: 'Publicate',
  filterReview: 'De revizuit',
  filterExplicit: 'Explicite',
  filterTag: 'Etichetă',
  filterArtist: 'Artist',
  filterMidi: 'MIDI',
  filterGuitarPro: 'Guitar Pro',
  sortTitle: 'Titlu, A-Z',
  sortArtist: 'Artist, A-Z',
  sortUpdated: 'Actualizate recent',
  sortCreated: 'Cele mai noi',
  sortRating: 'Rating, descrescător',
  sortFavourites: 'Favorite, descrescător',
  sortComments: 'Comentarii, descrescător',
  reviewQueue: 'Transpuneri de revizuit',
  deleteTitle: 'Confirmare',
  deleteQuestion: (name: string) => `Dorești să ștergi transpunerea ${name}?`,
  editTitle: 'Editare transpunere',
  reviewTitle: 'Modificări propuse',
  reviewNotice:
    'Un utilizator a propus modificări pentru această transpunere. Verifică diferențele față de textul actual, corectează dacă e nevoie și aprobă-le.',
  loadingTab: 'Se încarcă transpunerea…',
  loadFailed: 'Transpunerea nu a putut fi încărcată.',
  title: 'Titlu',
  artist: 'Artist',
  text: 'Text',
  tags: 'Etichete',
  isPublic: 'Public',
  isExplicit: 'Conținut explicit',
  currentTitle: (title: string) => `Titlul actual: ${title}`,
  currentArtist: (name: string) => `Artistul actual: ${name}`,
  proposedNewArtist: (name: string) =>
    `Artist propus: ${name} (nu există în catalog: alege un artist din listă sau adaugă-l în Artiști)`,
  approve: 'Aprobă',
  update: 'Actualizează',
  cancel: 'Renunță',
  close: 'Închide',
  updated: 'Transpunerea a fost actualizată.',
  attachments: 'Fișiere atașate',
  attachmentsHint: 'Fișierele Guitar Pro și MIDI se încarcă separat de text (maximum 500 KB fiecare).',
  guitarPro: 'Guitar Pro',
  midi: 'MIDI',
  noAttachment: 'Niciun fișier',
  chooseFile: (kind: string) => `Fișier ${kind} nou`,
  upload: 'Încarcă',
  uploaded: (kind: string) => `Fișierul ${kind} a fost încărcat.`,
  removeAttachment: (kind: string) => `Șterge fișierul ${kind}`,
  removed: (kind: string) => `Fișierul ${kind} a fost șters.`,
  removeConfirm: (kind: string, file: string) => `Dorești să ștergi fișierul ${kind} ${file}?`,
} as const;

/** "1 eveniment", "2 evenimente", "20 de evenimente": Romanian takes "de" after 20–99 in the last two digits. */
const eventCount = (count: number) =>
  count === 1
    ? '1 eveniment'
    : `${count}${count % 100 >= 20 || (count >= 100 && count % 100 === 0) ? ' de' : ''} evenimente`;

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
  chartLoading: 'Se încarcă graficul…',
  caption: 'Registru',
  empty: 'Niciun eveniment nu corespunde filtrelor.',
  columnEvent: 'Eveniment',
  columnDate: 'Data',
  columnEmail: 'Email',
  filterCode: 'Eveniment',
  filterFrom: 'De la',
  filterTo: 'Până la',
  filterUserId: 'ID utilizator',
  eventOption: (code: number, description: string) => `${code} – ${description}`,
  typesLoadFailed: 'Eroare la citirea tipurilor de evenimente.',
  rowLabel: (description: string, email: string) => `${description} ${email}`.trim(),
} as const;

/** Cereri (admin.md §2 Requests). */
export const REQUEST_MESSAGES = {
  caption: 'Cereri',
  searchPlaceholder: 'Căutare...',
  searchArtists: 'Artiști',
  searchTitles: 'Titluri',
  columnArtist: 'Artist',
  columnTitle: 'Titlu',
  columnVotes: 'Voturi',
  columnAuthor: 'Autor',
  columnCreated: 'Creată',
  notPublic: 'Nepublicată',
  filterPublished: 'Publicate',
  filterArtist: 'Artist',
  sortTitle: 'Titlu, A-Z',
  sortArtist: 'Artist, A-Z',
  sortRecent: 'Cele mai recente',
  sortVotes: 'Voturi, descrescător',
  deleteTitle: 'Confirmare',
  deleteQuestion: (name: string) => `Dorești să ștergi cererea ${name}?`,
  addTitle: 'Cerere nouă',
  editTitle: 'Editare cerere',
  add: 'Adaugă',
  update: 'Actualizează',
  title: 'Titlu',
  artist: 'Artist',
  isPublic: 'Public',
} as const;

/** Comentarii (admin.md §2 Comment manager). */
export const COMMENT_MESSAGES = {
  caption: 'Comentarii',
  empty: 'Niciun comentariu nu corespunde căutării.',
  searchAuthor: 'Autor',
  searchTab: 'Transpunere',
  searchText: 'Text',
  columnAuthor: 'Autor',
  columnTab: 'Transpunere',
  columnText: 'Comentariu',
  columnDate: 'Data',
  sortAuthor: 'Autor, A-Z',
  sortTitle: 'Titlu, A-Z',
  sortNewest: 'Cele mai recente',
  sortOldest: 'Cele mai vechi',
  /** A comment whose author's account is gone. */
  deletedAuthor: 'Cont șters',
  opensInNewWindow: '(se deschide într-o fereastră nouă)',
  tabName: (artist: string, title: string) => `${artist} - ${title}`,
  rowLabel: (author: string, tab: string) => `comentariul lui ${author} la ${tab}`,
  deleteTitle: 'Confirmare',
  deleteQuestion: (comment: string) => `Dorești să ștergi comentariul ${comment}?`,
} as const;

/** Lecții (admin.md §2 Lesson manager, §4, §5, §8). */
export const LESSON_ADMIN_MESSAGES = {
  caption: 'Lecții',
  empty: 'Nicio lecție nu corespunde căutării.',
  searchTitle: 'Titlu',
  searchDescription: 'Descriere',
  searchText: 'Text',
  columnTitle: 'Titlu',
  columnDescription: 'Descriere',
  columnLevel: 'Nivel',
  columnCreated: 'Creată',
  columnUpdated: 'Actualizată',
  columnStatus: 'Stare',
  statusPublic: 'Publică',
  statusHidden: 'Nepublicată',
  filterPublished: 'Publicate',
  filterLevel: 'Nivel',
  sortTitle: 'Titlu, A-Z',
  sortUpdated: 'Actualizate recent',
  sortNewest: 'Cele mai noi',
  sortOldest: 'Cele mai vechi',
  sortLevel: 'Nivel, descrescător',
  add: 'Adaugă lecție',
  dialogAdd: 'Lecție nouă',
  dialogEdit: 'Actualizare lecție',
  fieldTitle: 'Titlu',
  fieldSlug: 'Slug',
  fieldImageUrl: 'URL Imagine',
  fieldLevel: 'Nivel',
  fieldDescription: 'Descriere',
  fieldText: 'Text',
  fieldPublic: 'Public',
  submitAdd: 'Adaugă',
  submitEdit: 'Actualizează',
  preview: 'Previzualizare',
  previewHint: 'Textul lecției așa cum apare pe pagina ei publică.',
  deleteTitle: 'Confirmare',
  deleteQuestion: (title: string) => `Dorești să ștergi lecția ${title}?`,
} as const;

/** The columns the file and media managers share (admin.md §3 asset file). */
export const ASSET_MESSAGES = {
  columnFilename: 'Nume fișier',
  columnSize: 'Dimensiune',
  columnKind: 'Tip',
  columnLastModified: 'Ultima modificare',
} as const;

/** The upload dialog of the file and media managers (admin.md §5 file upload). */
export const UPLOAD_MESSAGES = {
  kind: 'Directorul de destinație',
  file: 'Fișierul',
  fileHelp: 'Cel mult 2 MB.',
  filename: 'Numele fișierului',
  filenameHelp: 'Extensia se păstrează pe cea a fișierului încărcat.',
  upload: 'Încarcă',
  cancel: 'Renunță',
  progress: 'Progresul încărcării',
  progressValue: (percent: number) => `${percent}%`,
  uploadFailed: 'Fișierul nu a putut fi încărcat.',
} as const;

/** Acorduri — fișiere, the file manager (admin.md §2). */
export const FILE_MANAGER_MESSAGES = {
  caption: 'Fișiere',
  empty: 'Niciun fișier nu corespunde căutării.',
  loadFailed: 'Eroare la citirea fișierelor.',
  searchPlaceholder: 'Caută după nume...',
  filterKind: 'Director',
  sortNewest: 'Modificate recent',
  sortName: 'Nume, A-Z',
  sortLargest: 'Cele mai mari',
  deleteTitle: 'Confirmare',
  deleteQuestion: (path: string) => `Dorești să ștergi fișierul ${path}?`,
  add: 'Încarcă fișier',
  uploadTitle: 'Încarcă fișier',
} as const;

/** Media, the media manager (admin.md §2). */
export const MEDIA_MANAGER_MESSAGES = {
  caption: 'Media',
  empty: 'Niciun fișier media nu corespunde căutării.',
  loadFailed: 'Eroare la citirea fișierelor.',
  columnFile: 'Fișier',
  searchPlaceholder: 'Caută după nume...',
  destinationImg: 'img (png, jpeg, bmp)',
  deleteTitle: 'Șterge fișier',
  deleteQuestion: (path: string) => `Dorești să ștergi fișierul ${path}?`,
  add: 'Adaugă fișier',
  uploadTitle: 'Adaugă fișier media',
} as const;
