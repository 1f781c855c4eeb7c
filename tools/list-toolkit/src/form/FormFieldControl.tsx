import { Alert, Checkbox, Select, TextArea, TextField } from '@acorduri/ui-kit';
import { useLookup } from '../data/useLookup';
import type { FormFieldSpec } from '../definition';

export interface FormFieldControlProps {
  readonly field: FormFieldSpec;
  readonly value: unknown;
  readonly error: string | undefined;
  readonly onChange: (value: unknown) => void;
  readonly onBlur: () => void;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

function LookupSelect({ field, value, error, onChange, onBlur }: FormFieldControlProps) {
  const source = field.kind === 'lookup' ? field.source : undefined;
  const lookup = useLookup(source);
  return (
    <>
      {lookup.failed && source?.errorMessage ? <Alert severity="warning">{source.errorMessage}</Alert> : null}
      <Select
        label={field.label}
        options={lookup.options}
        value={value ? text(value) : null}
        error={error}
        onChange={(next) => onChange(next ?? '')}
        onBlur={onBlur}
      />
    </>
  );
}

/** One field of the generic dialog, bound to its value, its message and the blur that validates it. */
export function FormFieldControl(props: FormFieldControlProps) {
  const { field, value, error, onChange, onBlur } = props;
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          label={field.label}
          type={field.type ?? 'text'}
          value={text(value)}
          error={error}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      );
    case 'textarea':
      return (
        <TextArea
          label={field.label}
          rows={field.rows}
          value={text(value)}
          error={error}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      );
    case 'select':
      return (
        <Select
          label={field.label}
          options={field.options}
          value={value === undefined || value === null || value === '' ? null : String(value)}
          error={error}
          onChange={(next) => onChange(next === null ? '' : field.numeric ? Number(next) : next)}
          onBlur={onBlur}
        />
      );
    case 'lookup':
      return <LookupSelect {...props} />;
    case 'custom': {
      const Custom = field.component;
      return <Custom label={field.label} value={value} error={error} onChange={onChange} onBlur={onBlur} />;
    }
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          checked={value === true}
          error={error}
          onChange={onChange}
          onBlur={onBlur}
        />
      );
  }
}
