/** Comment validation messages (spec §5: text required, at most 500 characters). */
export const COMMENT_MESSAGES = {
  bodyRequired: 'Textul trebuie completat',
  bodyTooLong: 'Textul depășește 500 de caractere',
  tabRequired: 'Tabulatura trebuie specificată.',
  tabInvalid: 'Tabulatura nu este validă.',
  commentInvalid: 'Comentariul nu este valid.',
  deleteConfirmTitle: 'Confirmare',
} as const;

export const COMMENT_BODY_MAX = 500;
/** The tab page loads comments 10 at a time (spec §9). */
export const COMMENT_BATCH_SIZE = 10;

/** The delete confirmation of 'Comentariile mele' and the admin comment manager. */
export const deleteCommentQuestion = (comment: string) => `Dorești să ștergi comentariul ${comment}?`;
