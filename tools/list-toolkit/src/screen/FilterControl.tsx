import { Alert, Select, TextField, toIsoDate } from '@acorduri/ui-kit';
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

function LookupFilter({ filter, value, onChange, anyLabel = MESSAGES.any }: FilterControlProps) {
  const source = filter.kind === 'lookup' ? filter.source : undefined;
  const lookup = useLookup(source);
  return (
    <div>
      {lookup.failed && source?.errorMessage ? <Alert severity="warning">{source.errorMessage}</Alert> : null}
      <Select
        label={filter.label}
        options={lookup.options}
        value={value ?? null}
        placeholder={lookup.isLoading ? MESSAGES.loadingOptions : anyLabel}
        clearable
        onChange={(next) => onChange(next ?? undefined)}
      />
    </div>
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
      return (
        <TextField
          label={filter.label}
          type="date"
          value={value ?? ''}
          min={filter.min}
          max={filter.max?.() ?? toIsoDate(new Date())}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      );
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
