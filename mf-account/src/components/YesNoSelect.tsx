import { Select } from '@acorduri/ui-kit';
import { MESSAGES } from '../messages';

const OPTIONS = [
  { value: '1', label: MESSAGES.yes },
  { value: '0', label: MESSAGES.no },
] as const;

/** A yes/no list filter (spec §1: the values are 'Da' and 'Nu'); cleared means "either". */
export function YesNoSelect({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: boolean | undefined;
  readonly onChange: (value: boolean | undefined) => void;
}) {
  return (
    <Select<'1' | '0'>
      label={label}
      options={OPTIONS}
      value={value === undefined ? null : value ? '1' : '0'}
      placeholder={MESSAGES.any}
      clearable
      onChange={(next) => onChange(next === null ? undefined : next === '1')}
    />
  );
}
