/** Songbook (setlist) messages and limits (issue #18; the spec is silent, so they follow its wording style). */
export const SONGBOOK_MESSAGES = {
  nameRequired: 'Numele listei trebuie completat',
  nameTooLong: 'Numele listei depășește 80 de caractere',
  descriptionTooLong: 'Descrierea depășește 500 de caractere',
  noteTooLong: 'Nota depășește 200 de caractere',
  transposeInvalid: 'Transpunerea trebuie să fie între -11 și 11.',
  capoInvalid: 'Capodastrul trebuie să fie între 0 și 11.',
  scrollSpeedInvalid: 'Viteza de derulare trebuie să fie între 0 și 10.',
  tabRequired: 'Tabulatura trebuie specificată.',
  tabInvalid: 'Tabulatura nu este validă.',
  tabUnavailable: 'Tabulatura nu există sau nu este publicată.',
  songbookInvalid: 'Lista de cântece nu este validă.',
  entryInvalid: 'Cântecul din listă nu este valid.',
  tooManyEntries: 'O listă poate avea cel mult 100 de cântece.',
  tooManySongbooks: 'Poți avea cel mult 50 de liste de cântece.',
  orderMismatch: 'Ordinea trimisă nu conține exact cântecele listei.',
  changedMeanwhile: 'Lista s-a schimbat între timp. Încearcă din nou.',
  copySuffix: '(copie)',
} as const;

/** Sorts of the own list (GET /api/user/songbook): last changed (default), name, creation. */
export const SONGBOOK_ORDER_FIELDS = ['updatedAt', 'name', 'createdAt'] as const;

export const SONGBOOK_NAME_MAX = 80;
export const SONGBOOK_DESCRIPTION_MAX = 500;
export const SONGBOOK_NOTE_MAX = 200;
export const SONGBOOK_ENTRIES_MAX = 100;
export const SONGBOOKS_PER_USER_MAX = 50;
export const TRANSPOSE_RANGE = { min: -11, max: 11 } as const;
export const CAPO_RANGE = { min: 0, max: 11 } as const;
/** Autoscroll speed of an entry in stage mode: 0 = off, 1 (slow) … 10. */
export const SONGBOOK_SCROLL_SPEED_RANGE = { min: 0, max: 10 } as const;

/** '1 cântec', '3 cântece', '20 de cântece' (Romanian puts 'de' after numbers ending in 20–99 or 00). */
export function songCountLabel(count: number): string {
  if (count === 1) return '1 cântec';
  const lastTwo = count % 100;
  return (lastTwo === 0 && count > 0) || lastTwo >= 20 ? `${count} de cântece` : `${count} cântece`;
}
