/** Validation messages of the admin chord editor (admin spec §5), copied verbatim. */
export const CHORD_MESSAGES = {
  nameRequired: 'Numele trebuie completat',
  nameTooLong: 'Titlul depășește 10 de caractere',
  rootRequired: 'Rădăcina acordului trebuie completată',
  variantRequired: 'Definiția trebuie completată',
  variantInvalid: 'Definiția nu este validă',
  /** Crafted: the spec's editor picks roots and types from lists, so it has no message for unknown ones. */
  rootInvalid: 'Rădăcina acordului nu este validă.',
  typeInvalid: 'Tipul acordului nu este valid.',
  nameTaken: 'Există deja un acord cu acest nume.',
} as const;

export const CHORD_NAME_MAX = 10;
