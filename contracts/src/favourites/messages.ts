/** Favourite toggle messages (spec §4) and the validation of the tab id. */
export const FAVOURITE_MESSAGES = {
  added: 'Tabulatura a fost adăugată la favorite.',
  removed: 'Tabulatura a fost scoasă din favorite.',
  tabRequired: 'Tabulatura trebuie specificată.',
  tabInvalid: 'Tabulatura nu este validă.',
} as const;
