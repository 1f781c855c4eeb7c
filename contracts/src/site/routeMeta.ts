import { PATHS } from '../routes';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

export const SITE_TITLE = 'Acorduri pentru chitară';
export const SITE_DESCRIPTION = 'Arhivă de acorduri și tabulaturi pentru chitară și pian, în limba română.';
export const NOT_FOUND_TITLE = 'Pagina nu a fost găsită.';

/** An admin screen's own title ('Artiști – Panou administrare'), so its browser tab and history entry say which. */
function adminMeta(path: string, screen: string): Record<string, PageMeta> {
  return {
    [path]: { title: `${screen} – Panou administrare`, description: `Panoul de administrare: ${screen}.` },
  };
}

/**
 * Title and description meta of each route before its screen knows more: the shell sets them on navigation and
 * the API writes them into the served HTML; pages whose title depends on data (a tab, an artist, a lesson) get
 * theirs from the data.
 */
export const ROUTE_META: Readonly<Record<string, PageMeta>> = {
  [PATHS.home]: {
    title: 'Bine ai venit!',
    description:
      'Peste 10.000 de acorduri și tabulaturi pentru chitară și pian, cereri de melodii, lecții pentru începători.',
  },
  [PATHS.search]: {
    title: 'Căutare',
    description: 'Caută acorduri după titlul melodiei sau numele artistului.',
  },
  [PATHS.artists]: { title: 'Artiști', description: 'Toți artiștii din arhivă, grupați după prima literă.' },
  [PATHS.artist]: { title: 'Artist', description: 'Acordurile și cererile unui artist.' },
  [PATHS.letter]: { title: 'Artiști după literă', description: 'Artiștii al căror nume începe cu o literă.' },
  [PATHS.tab]: { title: 'Acorduri', description: 'Acorduri pentru chitară și pian.' },
  [PATHS.categories]: { title: 'Categorii', description: 'Categoriile publice ale arhivei de acorduri.' },
  [PATHS.category]: { title: 'Categorie', description: 'Acordurile dintr-o categorie.' },
  [PATHS.lessons]: { title: 'Lecții', description: 'Lecții de chitară pentru începători și avansați.' },
  [PATHS.playable]: {
    title: 'Ce pot cânta',
    description:
      'Alege acordurile pe care le știi și află ce melodii poți cânta, cu sau fără capodastru, și ce acord să înveți.',
  },
  [PATHS.lesson]: { title: 'Lecție', description: 'Lecție de chitară.' },
  [PATHS.community]: {
    title: 'Comunitate',
    description: 'Contribuitorii care au adăugat acorduri în arhivă.',
  },
  [PATHS.profile]: { title: 'Profil', description: 'Profilul public și contribuțiile unui utilizator.' },
  [PATHS.requests]: {
    title: 'Cereri',
    description: 'Melodii cerute de utilizatori; votează-le pe cele dorite.',
  },
  [PATHS.contact]: { title: 'Contact', description: 'Scrie-ne un mesaj.' },
  [PATHS.terms]: { title: 'Termeni și condiții', description: 'Termenii de utilizare și protecția datelor.' },
  [PATHS.login]: { title: 'Autentificare', description: 'Intră în contul tău.' },
  [PATHS.register]: { title: 'Cont nou', description: 'Creează-ți un cont.' },
  [PATHS.forgotPassword]: { title: 'Am uitat parola', description: 'Resetează parola contului.' },
  [PATHS.resetPassword]: { title: 'Resetare parolă', description: 'Alege o parolă nouă.' },
  [PATHS.verifyEmail]: { title: 'Verificare email', description: 'Verificarea adresei de email.' },
  [PATHS.confirmEmail]: { title: 'Confirmare email', description: 'Confirmarea noii adrese de email.' },
  [PATHS.accountSettings]: { title: 'Setări cont', description: 'Setările contului tău.' },
  [PATHS.profileSettings]: { title: 'Profil', description: 'Profilul tău.' },
  [PATHS.favourites]: { title: 'Transpuneri favorite', description: 'Tabulaturile tale favorite.' },
  [PATHS.addTab]: { title: 'Adaugă acorduri', description: 'Adaugă o melodie nouă în arhivă.' },
  [PATHS.myTabs]: { title: 'Transpunerile mele', description: 'Tabulaturile adăugate de tine.' },
  [PATHS.myComments]: { title: 'Comentariile mele', description: 'Comentariile scrise de tine.' },
  [PATHS.mySongbooks]: {
    title: 'Cântecele mele',
    description: 'Listele tale de cântece pentru repetiții și concerte.',
  },
  [PATHS.mySongbook]: {
    title: 'Listă de cântece',
    description: 'Cântecele unei liste, în ordinea și tonalitatea alese.',
  },
  [PATHS.songbook]: {
    title: 'Listă de cântece',
    description: 'O listă de cântece publică, cu tonalitatea aleasă pentru fiecare.',
  },
  [PATHS.songbookStage]: {
    title: 'Mod scenă',
    description: 'Cântecele unei liste, pe tot ecranul, unul câte unul.',
  },
  [PATHS.mySongbookStage]: {
    title: 'Mod scenă',
    description: 'Cântecele unei liste, pe tot ecranul, unul câte unul.',
  },
  [PATHS.chordDictionary]: {
    title: 'Dicționar de acorduri',
    description: 'Diagrame de acorduri pentru chitară și pian.',
  },
  [PATHS.accessibleDictionary]: {
    title: 'Dicționar accesibil',
    description: 'Definițiile acordurilor, în text.',
  },
  ...adminMeta(PATHS.adminUsers, 'Utilizatori'),
  ...adminMeta(PATHS.adminArtists, 'Artiști'),
  ...adminMeta(PATHS.adminChords, 'Editor acorduri'),
  ...adminMeta(PATHS.adminTags, 'Categorii'),
  ...adminMeta(PATHS.adminTabs, 'Acorduri'),
  ...adminMeta(PATHS.adminRequests, 'Cereri'),
  ...adminMeta(PATHS.adminFiles, 'Acorduri — fișiere'),
  ...adminMeta(PATHS.adminMedia, 'Media'),
  ...adminMeta(PATHS.adminLogs, 'Registru'),
  ...adminMeta(PATHS.adminComments, 'Comentarii'),
  ...adminMeta(PATHS.adminLessons, 'Lecții'),
  ...adminMeta(PATHS.adminReleases, 'Versiuni'),
};

export const NOT_FOUND_META: PageMeta = { title: NOT_FOUND_TITLE, description: SITE_DESCRIPTION };
export const DEFAULT_META: PageMeta = { title: SITE_TITLE, description: SITE_DESCRIPTION };

/** 'Titlu | Acorduri pentru chitară'; the site title alone when the page has none of its own. */
export function documentTitle(title: string): string {
  return title === SITE_TITLE ? title : `${title} | ${SITE_TITLE}`;
}
