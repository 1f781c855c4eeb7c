import { Alert, Autocomplete, formatDate, Select, TextField, toIsoDate } from '@acorduri/ui-kit';
import { useState } from 'react';
import { useLookup } from '../data/useLookup';
import type { ListFilter } from '../definition';
import { MESSAGES } from '../messages';

export interface FilterControlProps {
  readonly filter: ListFilter;
  /** undefined: not set. */
  readonly value: string | undefined;
  readonly onChange: (value: string | undefined) => void;
  /** The empty choice of the selects; 'Toate' unless the area words it otherwise. */
  readonly anyLabel?: string;
}

const YES_NO = [
  { value: '1', label: MESSAGES.yes },
  { value: '0', label: MESSAGES.no },
] as const;

/** Longer lists than this are searched by typing (the artist filter has some 1,700 names). */
export const SEARCHABLE_LOOKUP_FROM = 50;

function LookupFilter({ filter, value, onChange, anyLabel = MESSAGES.any }: FilterControlProps) {
  const source = filter.kind === 'lookup' ? filter.source : undefined;
  const lookup = useLookup(source);
  const placeholder = lookup.isLoading ? MESSAGES.loadingOptions : anyLabel;
  return (
    <div>
      {lookup.failed && source?.errorMessage ? <Alert severity="warning">{source.errorMessage}</Alert> : null}
      {lookup.options.length > SEARCHABLE_LOOKUP_FROM ? (
        <Autocomplete
          label={filter.label}
          options={lookup.options}
          value={lookup.options.find((option) => option.value === value) ?? null}
          getOptionLabel={(option) => option.label}
          getOptionKey={(option) => option.value}
          placeholder={MESSAGES.typeToSearch}
          onChange={(next) => onChange(next?.value)}
        />
      ) : (
        <Select
          label={filter.label}
          options={lookup.options}
          value={value ?? null}
          placeholder={placeholder}
          clearable
          onChange={(next) => onChange(next ?? undefined)}
        />
      )}
    </div>
  );
}

/**
 * A date filter: the picker offers only days from `min` to `max` (today by default), and a date typed outside them
 * stays in the box with a message instead of filtering the list (a typed date bypasses the picker's limits).
 */
function DateFilter({ filter, value, onChange }: FilterControlProps) {
  const [outOfRange, setOutOfRange] = useState<string | null>(null);
  if (filter.kind !== 'date') return null;
  const max = filter.max?.() ?? toIsoDate(new Date());
  const accepted = (day: string) => (filter.min === undefined || day >= filter.min) && day <= max;
  return (
    <TextField
      label={filter.label}
      type="date"
      value={outOfRange ?? value ?? ''}
      min={filter.min}
      max={max}
      error={
        outOfRange === null
          ? undefined
          : MESSAGES.dateOutOfRange(filter.min ? formatDate(filter.min) : undefined, formatDate(max))
      }
      onChange={(event) => {
        const day = event.target.value;
        if (day !== '' && !accepted(day)) {
          setOutOfRange(day);
          return;
        }
        setOutOfRange(null);
        onChange(day || undefined);
      }}
    />
  );
}

/** One control of a filter panel (the admin lists', the account lists'); every select is clearable (spec §2). */
export function FilterControl(props: FilterControlProps) {
  const { filter, value, onChange, anyLabel = MESSAGES.any } = props;
  switch (filter.kind) {
    case 'select':
    case 'yesNo':
      return (
        <Select
          label={filter.label}
          options={filter.kind === 'yesNo' ? YES_NO : filter.options}
          value={value ?? null}
          placeholder={anyLabel}
          clearable
          onChange={(next) => onChange(next ?? undefined)}
        />
      );
    case 'lookup':
      return <LookupFilter {...props} />;
    case 'date':
      return <DateFilter {...props} />;
    case 'text':
      return (
        <TextField
          label={filter.label}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value.trim() || undefined)}
        />
      );
  }
}
