/**
 * Every text mf-account shows, in one place. Strings quoted by the spec are copied exactly (including its
 * spelling); the rest (labels the spec leaves "not shown") follow the same voice.
 */
export const MESSAGES = {
  notFoundTitle: 'Pagina nu a fost găsită.',
  loading: 'Se încarcă…',
  home: 'Acasă',
  myAccount: 'Contul meu',
  breadcrumbs: 'Cale de navigare',
  close: 'Închide',
  yes: 'Da',
  no: 'Nu',
  save: 'Salvează',
  cancel: 'Renunță',
  any: 'Oricare',

  // Sign-in
  loginTitle: 'Autentificare',
  loginButton: 'Autentificare',
  email: 'Email',
  password: 'Parola',
  forgotPasswordLink: 'Am uitat parola',
  newAccountLink: 'Cont nou',
  loginWrongCredentials: 'Email sau parolă incorecte.',
  loginUnexpected: 'A apărut o eroare neasteptată. Încearcă din nou mai târziu.',
  loginException: (error: string) => `A apărut o eroare neasteptată: ${error}`,
  alreadySignedIn: (name: string) => `Ești autentificat ca ${name}.`,
  signOut: 'Deconectare',
  signOutUnexpected: (detail: string) => `A apărut o eroare neasteptată ${detail}`.trim(),
  signOutFailed: 'Eroare la deconectare.',

  // Registration
  registerTitle: 'Cont nou',
  registerButton: 'Creează contul',
  name: 'Nume sau pseudonim',
  confirmPassword: 'Confirmă parola',
  acceptTermsBefore: 'Sunt de acord cu ',
  termsLink: 'termenii de utilizare',
  nameChecking: 'Se verifică disponibilitatea numelui…',
  nameAvailable: 'Nume disponibil',
  nameUnavailable: 'Nume indisponibil',
  registerSuccess:
    'Contul a fost creat. Ți-am trimis un email cu un link de activare. Verifică și cutia de spam pentru orice eventualitate.',

  // Captcha (self-hosted proof of work; the spec's hosted widget is not reproduced)
  captchaLabel: 'Nu sunt robot',
  captchaVerifying: 'Se verifică…',
  captchaVerified: 'Verificat',
  captchaFailed: 'Verificarea a eșuat. Încearcă din nou.',
  captchaRegion: 'Verificare umană',

  // Forgot / reset password
  forgotTitle: 'Am uitat parola',
  forgotIntro: 'Introdu adresa de email a contului și îți trimitem un link pentru a seta o parolă nouă.',
  forgotButton: 'Trimite',
  resetTitle: 'Parolă nouă',
  newPassword: 'Parola nouă',
  newPasswordConfirmation: 'Confirmă parola nouă',
  resetButton: 'Schimbă parola',
  goToLogin: 'Autentificare',

  // Verify email / confirm email change
  verifyTitle: 'Activare cont',
  verifying: 'Se verifică linkul…',
  verifySuccess: 'Adresa de email a fost confirmată. Te poți autentifica.',
  confirmEmailTitle: 'Schimbare email',
  confirmEmailSuccess: (email: string | undefined) =>
    email ? `Adresa de email a fost schimbată în ${email}.` : 'Adresa de email a fost schimbată.',

  // Account settings
  accountSettingsTitle: 'Setări cont',
  accountName: 'Nume',
  maskedPassword: '••••••••',
  passwordHidden: 'Parola nu este afișată',
  changeEmail: 'Schimbă emailul',
  changePassword: 'Schimbă parola',
  deleteAccount: 'Șterge cont',
  newEmail: 'Email nou',
  newEmailConfirm: 'Confirmă emailul nou',
  currentPassword: 'Parola actuală',
  changeEmailSent:
    'Ți-am trimis un email cu un link de confirmare la noua adresă. Linkul este valabil o oră: dă clic pe el în acest interval pentru a finaliza schimbarea.',
  deleteAccountConfirmTitle: 'Confirmare',
  deleteAccountConfirm:
    'Dorești să ștergi definitiv contul? Transpunerile publicate rămân pe site, restul datelor se șterg.',

  // Profile settings
  profileSettingsTitle: 'Profil',
  instruments: 'Instrumente',
  location: 'Localitate',
  noLocation: 'Nicio localitate',
  favouriteArtists: 'Artiști preferați',
  otherInfo: 'Alte informații',
  publicProfileLink: 'Vezi profilul public',
  profileSaved: 'Profilul a fost salvat.',
  profileSaveFailed: 'Failed to update profile',
  locationsLoadFailed: 'Eroare la aducerea localităților.',
  charactersLeft: (count: number) => `${count} caractere rămase`,
  publishedTabs: (count: number) => `Transpuneri publicate: ${count}`,

  // Favourites
  favouritesTitle: 'Transpuneri favorite',
  favouritesEmpty: 'Nu ai nicio transpunere favorită.',
  favouritesLoadFailed: 'Eroare la aducerea transpunerilor favorite.',
  favouriteRemoveFailed: 'Eroare la ștergerea transpunerii favorite.',
  removeFavourite: (title: string) => `Scoate din favorite: ${title}`,
  favouriteRemoved: 'Tabulatura a fost scoasă din favorite.',

  // Add tab / edit draft
  addTabTitle: 'Adaugă acorduri',
  artist: 'Artist',
  artistPlaceholder: 'Caută în catalog sau scrie numele',
  artistFromCatalogue: (name: string) => `Artist din catalog: ${name}`,
  artistNewName: (name: string) => `Artist nou (va fi verificat): ${name}`,
  artistsLoadFailed: 'Eroare la aducerea artiștilor.',
  title: 'Titlu',
  text: 'Text',
  textHint: 'Acordurile deasupra versurilor, ca în exemplele din arhivă.',
  guitarPro: 'Fișier Guitar Pro (opțional)',
  midi: 'Fișier MIDI (opțional)',
  removeFile: 'Scoate fișierul',
  addTabButton: 'Trimite',
  addTabSuccess: 'Transpunerea a fost trimisă și așteaptă aprobarea.',
  goToMyTabs: 'Transpunerile mele',
  attachmentFailed: (name: string) => `Fișierul ${name} nu a putut fi încărcat.`,

  // My tabs
  myTabsTitle: 'Transpunerile mele',
  myTabsTable: 'Lista transpunerilor mele',
  myTabsEmpty: 'Nu ai adăugat încă nicio transpunere.',
  statusPending: 'Așteaptă aprobarea',
  statusPublic: 'Public',
  columnTitle: 'Titlu',
  columnArtist: 'Artist',
  columnStatus: 'Stare',
  columnUpdated: 'Actualizat',
  columnActions: 'Acțiuni',
  filterPublic: 'Publică',
  filterDraft: 'Are modificări în așteptare',
  filterArtist: 'Artist',
  filterTag: 'Categorie',
  editTab: (title: string) => `Editează ${title}`,
  editTitle: 'Editare transpunere',
  editHint:
    'Modificările devin o ciornă care așteaptă aprobarea; până atunci rămâne publică versiunea actuală.',
  draftSaved: 'Modificările au fost trimise spre aprobare.',
  tabLoadFailed: 'A apărut o eroare la încărcarea transpunerii.',
  tagsLoadFailed: 'Eroare la aducerea categoriilor.',

  // My comments
  myCommentsTitle: 'Comentariile mele',
  myCommentsTable: 'Lista comentariilor mele',
  myCommentsEmpty: 'Nu ai scris încă niciun comentariu.',
  sortMenu: 'Sortare',
  sortTitle: 'Titlu, A-Z',
  sortNewest: 'Cele mai recente',
  sortOldest: 'Cele mai vechi',
  columnComment: 'Comentariu',
  columnDate: 'Data',
  columnDelete: 'Șterge',
  openTab: (title: string) => `Deschide ${title}`,
  deleteComment: 'Șterge comentariul',
  deleteCommentTitle: 'Confirmare',
} as const;
