import { type ChordSymbol, findChords, triadClassOf } from '@acorduri/contracts';
import { rewriteChordLines } from './transposeBody';

const TRIAD_SUFFIX = { M: '', m: 'm', d: 'dim', a: 'aug' } as const;

/**
 * A chord as its base triad, for beginners: sevenths, added notes and suspensions go (Cmaj7 → C, Am7 → Am,
 * Dsus4 → D, E7/G# → E), the root written as the sheet writes it; a lowercase songbook minor keeps its form
 * ('am7' → 'am').
 */
export function baseTriadName(symbol: ChordSymbol): string {
  const [, root = ''] = /^([A-Ha-h][#b♯♭]?)/.exec(symbol.written) ?? [];
  const triad = triadClassOf(symbol);
  if (symbol.style.impliedMinor && triad === 'm') return root;
  return `${root}${TRIAD_SUFFIX[triad]}`;
}

/** The body with every chord replaced by its base triad, each in its column. */
export function simplifyBody(body: string): string {
  return rewriteChordLines(body, findChords(body).german, baseTriadName);
}
