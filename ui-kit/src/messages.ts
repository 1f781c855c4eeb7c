/**
 * Every Romanian string the kit shows by default, in one place. Components take label props to override them;
 * strings quoted by the product spec are copied exactly (including its ş/ţ cedilla forms where it uses them).
 */
export const MESSAGES = {
  loading: 'Se încarcă...',
  retry: 'Reîncearcă',
  errorTitle: 'A apărut o eroare',
  close: 'Închide',
  yes: 'Da',
  no: 'Nu',
  confirmTitle: 'Confirmare',
} as const;

export type MessageKey = keyof typeof MESSAGES;
