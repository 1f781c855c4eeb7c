/** Lesson messages: the admin form's validation texts (admin spec §5) and the public list's texts. */
export const LESSON_MESSAGES = {
  titleRequired: 'Titlul trebuie completat',
  titleTooLong: 'Titlul depășește 100 de caractere',
  slugRequired: 'Slug-ul trebuie completat',
  slugTooLong: 'Slug-ul depășește 100 de caractere',
  slugInvalid: 'Slug-ul poate conține doar litere mici, cifre și cratime',
  imageUrlRequired: 'Acest câmp trebuie completat',
  imageUrlTooLong: 'Câmpul depășește 100 de caractere',
  /** Crafted (#29; the spec gives none): only https:, http: or a path of the site. */
  imageUrlInvalid: 'URL-ul imaginii trebuie să înceapă cu https://, http:// sau /',
  descriptionRequired: 'Descrierea trebuie completată',
  descriptionTooLong: 'Descrierea depășește 500 de caractere',
  levelRequired: 'Nivelul trebuie selectat',
  bodyRequired: 'Textul trebuie completat',
  bodyTooLong: 'Textul depășește 20000 de caractere',
  loadFailed: 'Eroare la aducerea lecțiilor.',
} as const;

export const LESSON_TITLE_MAX = 100;
export const LESSON_SLUG_MAX = 100;
export const LESSON_IMAGE_URL_MAX = 100;
export const LESSON_DESCRIPTION_MAX = 500;
export const LESSON_BODY_MAX = 20000;

/** Levels in the order of the admin filter (0 beginner, 1 intermediate, 2 advanced). */
export const LESSON_LEVELS = [
  { id: 0, name: 'Începător' },
  { id: 1, name: 'Intermediar' },
  { id: 2, name: 'Avansat' },
] as const;
export type LessonLevel = (typeof LESSON_LEVELS)[number]['id'];
export const LESSON_LEVEL_IDS: readonly LessonLevel[] = LESSON_LEVELS.map((level) => level.id);
export const UNKNOWN_LESSON_LEVEL_NAME = 'Necunoscut';

export function lessonLevelName(level: number): string {
  return LESSON_LEVELS.find((entry) => entry.id === level)?.name ?? UNKNOWN_LESSON_LEVEL_NAME;
}
