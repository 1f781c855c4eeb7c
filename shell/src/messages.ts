/** Every text the shell shows, in one place. */
export const MESSAGES = {
  brand: 'Acorduri',
  notFoundTitle: 'Pagina nu a fost găsită.',
  notFoundBody:
    'Adresa nu există sau a fost mutată. Poți căuta o melodie sau te poți întoarce la prima pagină.',
  backHome: 'Înapoi la prima pagină',
  areaErrorTitle: 'Această secțiune nu poate fi încărcată acum.',
  areaErrorBody: 'Restul site-ului funcționează în continuare. Încearcă din nou peste câteva momente.',
  retry: 'Reîncearcă',
  loading: 'Se încarcă…',
  mainNavigation: 'Navigare principală',
  skipToContent: 'Sari la conținut',
  footer: 'Transpunerile sunt viziunile personale ale utilizatorilor asupra melodiilor.',
  offline:
    'Ești offline: poți citi listele păstrate pentru citire fără internet; ce schimbi acum nu se salvează până revine conexiunea.',

  openMenu: 'Deschide meniul',
  closeMenu: 'Închide meniul',
  signIn: 'Autentificare',
  accountMenu: 'Contul meu',
  signOut: 'Deconectare',
  signingOut: 'Se deconectează…',
  signOutFailed: 'Eroare la deconectare.',

  alerts: 'Mesaje',
  closeAlert: 'Închide mesajul',

  cookieMessage:
    'Folosim cookie-uri proprii și ale terților pentru funcționarea site-ului și pentru personalizarea reclamelor. ' +
    'Detalii în ',
  cookieTerms: 'Termeni și condiții',
  cookieAccept: 'De acord',

  loginDialogTitle: 'Autentificare necesară',
  loginDialogReason: {
    vote: 'Pentru a vota trebuie să fii autentificat.',
    rate: 'Pentru a acorda un rating trebuie să fii autentificat.',
    comment: 'Pentru a comenta trebuie să fii autentificat.',
    favourite: 'Pentru a adăuga la favorite trebuie să fii autentificat.',
  },
  loginDialogSignIn: 'Autentificare',
  forgotPassword: 'Am uitat parola',
  newAccount: 'Cont nou',
  close: 'Închide',
} as const;

/** Navigation entries of the drawer (spec §2 Layout), in the spec's order. */
export const NAV_LABELS = {
  home: 'Acasă',
  artists: 'Artiști',
  lessons: 'Lecții',
  categories: 'Categorii',
  chordDictionary: 'Dicționar de acorduri',
  playable: 'Ce pot cânta',
  requests: 'Cereri',
  login: 'Autentificare',
  favourites: 'Transpuneri favorite',
  addTab: 'Adaugă acorduri',
  myTabs: 'Transpunerile mele',
  myComments: 'Comentariile mele',
  mySongbooks: 'Cântecele mele',
  profileSettings: 'Profil',
  accountSettings: 'Setări cont',
  community: 'Comunitate',
  contact: 'Contact',
  terms: 'Termeni și condiții',
} as const;

/** Readable area names for error panels and logs. */
export const AREA_LABELS = {
  mf_public: 'arhiva publică',
  mf_account: 'contul tău',
  mf_admin: 'panoul de administrare',
  mf_chords: 'dicționarul de acorduri',
} as const;
