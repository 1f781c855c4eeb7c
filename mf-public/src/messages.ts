/** Every text mf-public shows, in one place. */
export const MESSAGES = {
  homeTitle: 'Bine ai venit!',
  homeIntro:
    'Arhiva conține peste 10.000 de tabulaturi și crește în fiecare zi. Utilizatorii înregistrați pot cere melodii, ' +
    'pot vota melodiile cerute, pot trimite melodii noi sau o variantă mai bună a uneia existente.',
  homeRegister: 'Creează-ți un cont',
  homeLessons: 'Lecții de chitară pentru începători',
  termsTitle: 'Termeni și condiții',
  notFoundTitle: 'Pagina nu a fost găsită.',
  loading: 'Se încarcă…',
} as const;
