/** Every text the shell shows, in one place. */
export const MESSAGES = {
  siteTitle: 'Acorduri pentru chitară',
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
} as const;

/** Readable area names for error panels and logs. */
export const AREA_LABELS = {
  mf_public: 'arhiva publică',
  mf_account: 'contul tău',
  mf_admin: 'panoul de administrare',
  mf_chords: 'dicționarul de acorduri',
} as const;
