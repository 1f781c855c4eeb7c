/** Rating messages: the spec's success and too-few-votes texts (§4) and the validation of 'Rating required' (§5). */
export const RATING_MESSAGES = {
  ratingRequired: 'Ratingul trebuie selectat',
  ratingInvalid: 'Ratingul trebuie să fie între 0 și 5, din jumătate în jumătate de stea',
  tabRequired: 'Tabulatura trebuie specificată.',
  tabInvalid: 'Tabulatura nu este validă.',
  recorded: 'Votul a fost întregistrat. Îți mulțumim!',
  notEnoughVotes: 'Nu există suficiente voturi pentru a afișa un rating.',
} as const;

export const RATING_MAX = 5;
export const RATING_STEP = 0.5;
/** A tab's rating is shown only from this many votes (spec §4). */
export const RATING_MIN_VOTES_SHOWN = 3;
