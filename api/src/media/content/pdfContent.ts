const HEADER = /^%PDF-[12]\.\d[\r\n]/;
/** The end of a PDF: `startxref`, the cross-reference offset, `%%EOF` (then only line ends or spaces). */
const TRAILER = /startxref\s+(\d+)\s+%%EOF\s*$/;
/** Where the last cross-reference starts: a table (`xref`) or a stream object (`12 0 obj`). */
const CROSS_REFERENCE = /^(xref|\d+\s+\d+\s+obj)\b/;
/** The trailer sits in the last kilobyte of a PDF (readers look no further). */
const TAIL_BYTES = 1024;

/**
 * Parsed as far as a reader starts: the version header, the trailer with `startxref` and `%%EOF` at the very end,
 * and a cross-reference where `startxref` points. A header followed by anything else (an HTML page) is refused.
 */
export function isPdf(data: Buffer): boolean {
  if (!HEADER.test(data.toString('latin1', 0, 16))) return false;
  const tail = data.toString('latin1', Math.max(0, data.length - TAIL_BYTES));
  const offset = Number(TRAILER.exec(tail)?.[1] ?? Number.NaN);
  if (!Number.isSafeInteger(offset) || offset <= 0 || offset >= data.length) return false;
  return CROSS_REFERENCE.test(data.toString('latin1', offset, offset + 32));
}
