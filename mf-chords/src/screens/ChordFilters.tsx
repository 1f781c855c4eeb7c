import type { ChordRoot, ChordType } from '@acorduri/contracts';
import { Select, type SelectOption } from '@acorduri/ui-kit';
import { MESSAGES } from '../messages';

/** Roots by their chord-book name, with the other spelling where there is one ('C# / Db'). */
export const rootOptions = (roots: readonly ChordRoot[] = []): SelectOption[] =>
  roots.map((root) => ({
    value: root.name,
    label: root.sharpName === root.flatName ? root.name : `${root.sharpName} / ${root.flatName}`,
  }));

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
