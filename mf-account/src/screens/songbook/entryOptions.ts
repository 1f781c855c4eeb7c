import { CAPO_RANGE, SONGBOOK_SCROLL_SPEED_RANGE, TRANSPOSE_RANGE } from '@acorduri/contracts';
import type { SelectOption } from '@acorduri/ui-kit';
import { MESSAGES } from '../../messages';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, n) => min + n);

/** '+2', '0', '−3' semitones (a real minus sign, as the tab page writes it). */
export const semitoneLabel = (semitones: number) =>
  semitones > 0 ? `+${semitones}` : semitones < 0 ? `−${-semitones}` : '0';

export const TRANSPOSE_OPTIONS: SelectOption[] = range(TRANSPOSE_RANGE.min, TRANSPOSE_RANGE.max).map((n) => ({
  value: String(n),
  label: semitoneLabel(n),
}));

export const CAPO_OPTIONS: SelectOption[] = range(CAPO_RANGE.min, CAPO_RANGE.max).map((fret) => ({
  value: String(fret),
  label: fret === 0 ? MESSAGES.capoNone : MESSAGES.capoFret(fret),
}));

export const SPEED_OPTIONS: SelectOption[] = range(
  SONGBOOK_SCROLL_SPEED_RANGE.min,
  SONGBOOK_SCROLL_SPEED_RANGE.max,
).map((speed) => ({ value: String(speed), label: String(speed) }));
