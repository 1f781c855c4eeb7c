import { CAPO_RANGE, TRANSPOSE_RANGE } from './messages';

/** The query parameters a tab page link may carry to open the song in a key and with a capo (a songbook's). */
export const KEY_LINK_PARAMS = { transpose: 'transpunere', capo: 'capo' } as const;

/**
 * A tab page address opening the song as a songbook plays it: `?transpunere=2&capo=3`, each left out when 0,
 * so a link from a book in the original key stays the plain address.
 */
export function withKeyLink(
  path: string,
  settings: { readonly transpose: number; readonly capo: number },
): string {
  const query = new URLSearchParams();
  if (settings.transpose !== 0) query.set(KEY_LINK_PARAMS.transpose, String(settings.transpose));
  if (settings.capo !== 0) query.set(KEY_LINK_PARAMS.capo, String(settings.capo));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A linked setting read back: an integer within its range, otherwise undefined (ignored). */
export function keyLinkValue(kind: keyof typeof KEY_LINK_PARAMS, text: string | null): number | undefined {
  if (text === null || !/^-?\d+$/.test(text)) return undefined;
  const value = Number(text);
  const range = kind === 'transpose' ? TRANSPOSE_RANGE : CAPO_RANGE;
  return value >= range.min && value <= range.max ? value : undefined;
}
