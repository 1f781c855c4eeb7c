/**
 * Tab form messages. From the spec: body required (public §5) and the admin tab form's title/body/artist
 * messages (admin §5), reused so one tab has one set of rules. Marked "crafted" where the spec gives none.
 */
export const TAB_MESSAGES = {
  /** Crafted after the lesson form's 'Titlul trebuie completat'. */
  titleRequired: 'Titlul trebuie completat',
  titleTooLong: 'Numele depășește 100 de caractere',
  bodyRequired: 'Textul trebuie completat',
  bodyTooLong: 'Textul depășește numărul maxim permis de caractere',
  artistRequired: 'Cel puțin un artist trebuie selectat',
  /** Crafted after the admin's 'Numele artistului depășește 40 de caractere' (free-text names allow 50). */
  tempArtistTooLong: 'Numele artistului depășește 50 de caractere',
  /** Crafted: an artist id that is malformed or not in the catalogue. */
  artistNotFound: 'Artistul selectat nu există.',
  /** Crafted: a malformed tab, tag or artist id in a query or body. */
  invalidId: 'Identificatorul nu este valid.',
  /** Crafted: a sort or filter value outside the allowed list. */
  invalidListParameter: 'Parametrii listei nu sunt valizi.',
} as const;
