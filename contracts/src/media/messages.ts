/** Upload messages: the spec's file texts (§8, admin §5) and the limits they name. */
export const MEDIA_MESSAGES = {
  kindUndefined: 'Tipul fișierului nu este definit.',
  contentInvalid: 'Conținutul fișierului nu este valid.',
  fileRequired: 'Fișierul trebuie adăugat',
  mediaTooLarge: 'Dimensiunea maximă a fișierului este 2 MB',
  attachmentTooLarge: 'Dimensiunea maximă a fișierului este 500 KB',
  extensionNotAllowed: (extensions: readonly string[]) =>
    `Fișierul trebuie să aibă una dintre extensiile: ${extensions.join(', ')}.`,
  tabRequired: 'Tabulatura trebuie specificată.',
  tabInvalid: 'Tabulatura nu este validă.',
  filenameRequired: 'Acest câmp trebuie completat',
  filenameInvalid: 'Numele fișierului nu este valid.',
  readFailed: 'Eroare la citirea fișierelor.',
  /** Crafted (#29): an upload under a name the folder already holds, sent without `overwrite`. */
  fileExists: (filename: string) => `Există deja un fișier cu numele ${filename}.`,
  /** Crafted (#29): `overwrite` is a flag. */
  overwriteInvalid: 'Înlocuirea fișierului trebuie să fie 1 sau 0.',
} as const;

/** Folders media is served from: /media/{kind}/{filename}. */
export const MEDIA_KINDS = ['img', 'pdf', 'mp3', 'midi', 'gtp'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A tab's two attachments (Guitar Pro and MIDI). */
export const ATTACHMENT_KINDS = ['gtp', 'midi'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** Extensions accepted in each folder, lowercase, without the dot. */
export const MEDIA_EXTENSIONS: Readonly<Record<MediaKind, readonly string[]>> = {
  img: ['png', 'jpg', 'jpeg', 'bmp'],
  pdf: ['pdf'],
  mp3: ['mp3'],
  midi: ['mid', 'midi', 'kar'],
  gtp: ['gp3', 'gp4', 'gp5', 'gpx', 'gp'],
};

/** The media upload may also name the file type (png, jpeg, bmp) instead of its folder. */
export const MEDIA_KIND_ALIASES: Readonly<Record<string, MediaKind>> = {
  png: 'img',
  jpeg: 'img',
  jpg: 'img',
  bmp: 'img',
};

export const ATTACHMENT_MAX_BYTES = 500 * 1024;
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;
