import type { AdminArtistOption } from '@acorduri/contracts';
import { Alert, Autocomplete, TextArea, TextField } from '@acorduri/ui-kit';
import type { ReactNode } from 'react';
import { useAllArtists } from '../../../data/completeLists';
import { COMPLETE_LIST_MESSAGES, TAB_MESSAGES } from '../../../messages';
import type { TabForm } from './tabForm';

export interface TabContentFieldsProps {
  readonly form: TabForm;
  /** Under each field: what the tab has today, when the form shows a proposal. */
  readonly hints?: { readonly title?: ReactNode; readonly artist?: ReactNode };
}

/** Title, artist (from the complete list) and text: the fields the update and the approval share. */
export function TabContentFields({ form, hints }: TabContentFieldsProps) {
  const artists = useAllArtists();
  const options = artists.data?.artists ?? [];
  const artistId = typeof form.values.artistId === 'string' ? form.values.artistId : '';
  const chosen = options.find((artist) => artist.id === artistId) ?? null;
  return (
    <>
      <TextField
        label={TAB_MESSAGES.title}
        value={String(form.values.title ?? '')}
        error={form.errors.title}
        helperText={hints?.title}
        onChange={(event) => form.setValue('title', event.target.value)}
        onBlur={() => form.blur('title')}
      />
      {artists.error ? <Alert severity="warning">{COMPLETE_LIST_MESSAGES.artistsLoadFailed}</Alert> : null}
      <Autocomplete<AdminArtistOption>
        label={TAB_MESSAGES.artist}
        options={options}
        value={chosen}
        onChange={(artist) => form.setValue('artistId', artist?.id ?? '')}
        getOptionLabel={(artist) => artist.name}
        getOptionKey={(artist) => artist.id}
        loading={artists.isLoading}
        error={form.errors.artistId}
        helperText={hints?.artist}
        onBlur={() => form.blur('artistId')}
      />
      <TextArea
        label={TAB_MESSAGES.text}
        monospace
        rows={14}
        value={String(form.values.body ?? '')}
        error={form.errors.body}
        onChange={(event) => form.setValue('body', event.target.value)}
        onBlur={() => form.blur('body')}
      />
    </>
  );
}
