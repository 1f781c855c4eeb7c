import { type Chord, type ChordRoot, type ChordType, findChordRoot } from '@acorduri/contracts';
import { Select, type SelectOption } from '@acorduri/ui-kit';
import { MESSAGES } from '../messages';
import { chordLabel, parseChordSymbol } from '../theory';

/**
 * Every spelling of every root ('G#' and 'Ab' are two options): the dictionary then names its chords as the
 * reader's sheet does, G#m under G#, Abm under Ab.
 */
export const rootOptions = (roots: readonly ChordRoot[] = []): SelectOption[] =>
  roots.flatMap((root) =>
    root.sharpName === root.flatName
      ? [{ value: root.name, label: root.name }]
      : [root.sharpName, root.flatName].map((spelling) => ({ value: spelling, label: spelling })),
  );

/** The dictionary's root ('Ab') for a spelling the reader chose ('G#'). */
export const rootOfSpelling = (spelling: string) => findChordRoot(spelling)?.name ?? spelling;

/** A dictionary chord named under the chosen root spelling by the tab page's rule (`chordLabel`). */
export function spelledChordName(chord: Pick<Chord, 'name' | 'root'>, spelling: string): string {
  const symbol = parseChordSymbol(`${spelling}${chord.name.slice(chord.root.length)}`);
  return symbol ? chordLabel(symbol) : chord.name;
}

export const typeOptions = (types: readonly ChordType[] = [], label: 'short' | 'full'): SelectOption[] =>
  types.map((type) => ({
    value: String(type.id),
    label: label === 'full' ? type.fullName : MESSAGES.typeOption(type.name, type.fullName),
  }));

interface RootSelectProps {
  readonly roots: readonly ChordRoot[] | undefined;
  readonly value: string;
  readonly onChange: (root: string) => void;
}

export function RootSelect({ roots, value, onChange }: RootSelectProps) {
  return (
    <Select
      label={MESSAGES.rootLabel}
      options={rootOptions(roots)}
      value={value}
      onChange={(next) => next !== null && onChange(next)}
    />
  );
}

interface TypeSelectProps {
  readonly types: readonly ChordType[] | undefined;
  readonly value: number | null;
  readonly onChange: (typeId: number | null) => void;
  readonly labels: 'short' | 'full';
  readonly clearable?: boolean;
}

export function TypeSelect({ types, value, onChange, labels, clearable = false }: TypeSelectProps) {
  return (
    <Select
      label={MESSAGES.typeLabel}
      options={typeOptions(types, labels)}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      clearable={clearable}
      placeholder={MESSAGES.allTypes}
    />
  );
}
