/** Every text mf-chords shows, in one place. */
export const MESSAGES = {
  dictionaryTitle: 'Dicționar de acorduri',
  accessibleTitle: 'Dicționar de acorduri accesibil',
  notFoundTitle: 'Pagina nu a fost găsită.',
  loading: 'Se încarcă…',
} as const;
