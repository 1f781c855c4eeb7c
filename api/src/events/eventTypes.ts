/** The event log's codes and their Romanian descriptions (the lookup collection is seeded from this list). */
export const EVENT = {
  register: 1,
  emailVerified: 2,
  login: 3,
  loginFailed: 4,
  signOut: 5,
  passwordChanged: 6,
  emailChanged: 7,
  accountDeleted: 8,
  passwordResetRequested: 9,
  passwordReset: 10,
  emailChangeRequested: 11,
  accountDeactivated: 12,
} as const;

export type EventCode = (typeof EVENT)[keyof typeof EVENT];

export const EVENT_DESCRIPTIONS: Readonly<Record<EventCode, string>> = {
  [EVENT.register]: 'Cont nou înregistrat',
  [EVENT.emailVerified]: 'Adresă de email confirmată',
  [EVENT.login]: 'Autentificare',
  [EVENT.loginFailed]: 'Autentificare eșuată',
  [EVENT.signOut]: 'Deconectare',
  [EVENT.passwordChanged]: 'Parolă schimbată',
  [EVENT.emailChanged]: 'Adresă de email schimbată',
  [EVENT.accountDeleted]: 'Cont șters',
  [EVENT.passwordResetRequested]: 'Resetare parolă solicitată',
  [EVENT.passwordReset]: 'Parolă resetată',
  [EVENT.emailChangeRequested]: 'Schimbare email solicitată',
  [EVENT.accountDeactivated]: 'Cont dezactivat',
};
