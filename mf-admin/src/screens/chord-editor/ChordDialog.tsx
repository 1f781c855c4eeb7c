import { type Chord, chordCreateSchema, chordUpdateSchema } from '@acorduri/contracts';
import {
  type CustomEditorProps,
  FormFailureAlert,
  type FormValues,
  useFormDialog,
  useLookup,
} from '@acorduri/list-toolkit';
import { Button, Dialog, Select, TextField } from '@acorduri/ui-kit';
import { useCallback, useState } from 'react';
import type { Instrument } from '../../federation/RemoteChordDiagram';
import { CHORD_EDITOR_MESSAGES as M } from '../../messages';
import { CHORD_ROOT_SOURCE, CHORD_TYPE_SOURCE } from './chordLookups';
import { VariantList } from './VariantList';
import { VariantDialog } from './variants/VariantDialog';

/** Spec §2: a new chord starts with root C, no type and no variants. */
const initialValues = (chord: Chord | null): FormValues => ({
  name: chord?.name ?? '',
  root: chord?.root ?? 'C',
  typeId: chord?.typeId ?? null,
  guitar: [...(chord?.guitar ?? [])],
  piano: [...(chord?.piano ?? [])],
});

/** The variant dialog open over the chord dialog: which instrument, and which variant (null: a new one). */
type VariantEditing = { readonly instrument: Instrument; readonly index: number | null } | null;

/** The chord add/edit dialog (admin.md §2, §5) with its guitar and piano variant dialogs. */
export function ChordDialog({ row, onClose, list }: CustomEditorProps<Chord>) {
  const roots = useLookup(CHORD_ROOT_SOURCE);
  const types = useLookup(CHORD_TYPE_SOURCE);
  const toBody = useCallback((values: FormValues) => (row ? { id: row.id, ...values } : values), [row]);
  const form = useFormDialog({
    initial: initialValues(row),
    schema: row ? chordUpdateSchema : chordCreateSchema,
    toBody,
    submit: async (body) => {
      await (row ? list.update(body) : list.create(body));
      onClose();
    },
    onAuthFailure: list.report,
  });
  const [variantEditing, setVariantEditing] = useState<VariantEditing>(null);
  const variantsOf = (instrument: Instrument) => form.values[instrument] as string[];
  const chordName = String(form.values.name || M.newChordName);

  const saveVariant = (text: string) => {
    if (!variantEditing) return;
    const { instrument, index } = variantEditing;
    const variants = variantsOf(instrument);
    form.setValue(
      instrument,
      index === null ? [...variants, text] : variants.map((variant, i) => (i === index ? text : variant)),
    );
    setVariantEditing(null);
  };
  const removeVariant = (instrument: Instrument, index: number) =>
    form.setValue(
      instrument,
      variantsOf(instrument).filter((_, i) => i !== index),
    );

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        width={760}
        title={row ? M.dialogEdit : M.dialogAdd}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              {M.cancel}
            </Button>
            <Button onClick={() => void form.onSubmit()} disabled={form.busy}>
              {row ? M.submitEdit : M.submitAdd}
            </Button>
          </>
        }
      >
        <FormFailureAlert failure={form.failure} onDismiss={form.dismissFailure} />
        <TextField
          label={M.fieldName}
          required
          value={String(form.values.name)}
          onChange={(event) => form.setValue('name', event.target.value)}
          onBlur={() => form.blur('name')}
          error={form.errors.name}
        />
        <Select
          label={M.fieldRoot}
          required
          options={roots.options}
          value={(form.values.root as string) || null}
          onChange={(value) => form.setValue('root', value ?? '')}
          onBlur={() => form.blur('root')}
          error={form.errors.root ?? (roots.failed ? M.lookupFailed : undefined)}
        />
        <Select
          label={M.fieldType}
          options={types.options}
          clearable
          value={form.values.typeId === null ? null : String(form.values.typeId)}
          onChange={(value) => form.setValue('typeId', value === null ? null : Number(value))}
          onBlur={() => form.blur('typeId')}
          error={form.errors.typeId ?? (types.failed ? M.lookupFailed : undefined)}
        />
        {(['guitar', 'piano'] as const).map((instrument) => (
          <VariantList
            key={instrument}
            instrument={instrument}
            chord={chordName}
            variants={variantsOf(instrument)}
            onEdit={(index) => setVariantEditing({ instrument, index })}
            onRemove={(index) => removeVariant(instrument, index)}
            error={form.errors[instrument]}
          />
        ))}
      </Dialog>
      {variantEditing ? (
        // A sibling of the chord dialog, not a child: each dialog keeps its own focus trap and Escape.
        <VariantDialog
          instrument={variantEditing.instrument}
          chord={chordName}
          initialText={
            variantEditing.index === null
              ? ''
              : (variantsOf(variantEditing.instrument)[variantEditing.index] ?? '')
          }
          onSave={saveVariant}
          onClose={() => setVariantEditing(null)}
        />
      ) : null}
    </>
  );
}
