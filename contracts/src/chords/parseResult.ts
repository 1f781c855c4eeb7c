/** Outcome of parsing a variant text: the value, or why the text breaks the format (for logs and tests). */
export type ParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: string };

export const parsed = <T>(value: T): ParseResult<T> => ({ ok: true, value });
export const rejected = <T>(problem: string): ParseResult<T> => ({ ok: false, problem });

/** Splits a variant text into lines; one trailing line break is tolerated. */
export function variantLines(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
}
