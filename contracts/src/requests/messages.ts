/** Tab request messages: the spec's validation texts (§5), its creation failure text (§7) and the vote answer. */
export const REQUEST_MESSAGES = {
  titleRequired: 'Titlul trebuie completat',
  titleTooLong: 'Titlul depășește 100 de caractere',
  artistRequired: 'Artistul trebuie completat',
  artistTooLong: 'Numele artistului depășește 50 de caractere',
  artistInvalid: 'Artistul selectat nu este valid.',
  artistUnknown: 'Artistul selectat nu există.',
  requestInvalid: 'Cererea nu este validă.',
  alreadyVoted: 'Ai votat deja pentru această cerere.',
  notAdded: 'Cererea nu a putut fi adăugată.',
  voted: 'Votat',
} as const;

export const REQUEST_TITLE_MAX = 100;
export const REQUEST_ARTIST_MAX = 50;
export const REQUEST_ORDER_FIELDS = ['createdAt', 'title', 'artist', 'voteCount'] as const;
