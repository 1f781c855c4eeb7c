/** Every text the list toolkit shows by default, in one place (screens pass their own where the spec has one). */
export const MESSAGES = {
  searchLabel: 'Căutare',
  searchPlaceholder: 'Căutare...',
  searchIn: 'Caută în',
  searchInAll: 'Toate câmpurile',
  any: 'Toate',
  yes: 'Da',
  no: 'Nu',
  add: 'Adaugă',
  cancel: 'Renunță',
  confirmTitle: 'Confirmare',
  actions: 'Acțiuni',
  edit: (name: string) => `Editează ${name}`.trim(),
  remove: (name: string) => `Șterge ${name}`.trim(),
  deleteSelected: 'Șterge selectate',
  deleteSelectedQuestion: (count: number) =>
    count === 1 ? 'Dorești să ștergi rândul selectat?' : `Dorești să ștergi cele ${count} rânduri selectate?`,
  closeAlert: 'Închide mesajul',
  loadingOptions: 'Se încarcă opțiunile...',
  typeToSearch: 'Scrie pentru a căuta...',
  empty: 'Nu există rezultate.',
  dateOutOfRange: (min: string | undefined, max: string) =>
    min === undefined ? `Alege o dată până la ${max}.` : `Alege o dată între ${min} și ${max}.`,
  alreadyDeleted: 'Rândul fusese deja șters între timp; lista a fost reîncărcată.',
  formUnavailable: 'Formularul nu este disponibil.',
  loadingForm: 'Se încarcă formularul...',
} as const;
