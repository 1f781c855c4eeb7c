/** Search messages of the spec (§5), copied exactly (the spec writes ş and ţ with a cedilla here). */
export const SEARCH_MESSAGES = {
  tooLong: 'A fost depășit numărul maxim permis de caractere',
  invalidCharacters: 'Acest câmp permite doar litere, cifre, cratime, virgule şi spaţii',
  /** The results page's message; the API also answers it for a text shorter than 3 characters or missing. */
  invalid: 'Textul căutării nu este valid sau conține caractere nepermise.',
} as const;
