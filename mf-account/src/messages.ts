/** Every text mf-account shows, in one place. */
export const MESSAGES = {
  loginTitle: 'Autentificare',
  registerTitle: 'Cont nou',
  forgotPassword: 'Am uitat parola',
  newAccount: 'Cont nou',
  notFoundTitle: 'Pagina nu a fost găsită.',
  loading: 'Se încarcă…',
} as const;
