import type { ArtistView } from '@acorduri/contracts';
import { FilterControl, type ListController } from '@acorduri/list-toolkit';
import { Alert, Autocomplete, FilterPanel, Select } from '@acorduri/ui-kit';
import { useMemo, useState } from 'react';
import { useArtistCatalogue, useTagCatalogue } from '../../data/catalogue';
import { MESSAGES } from '../../messages';
import { artistSuggestions } from '../../tab-form/tabFormValues';

/** isPublic, draftAvailable (Da/Nu), a catalogue artist and a category. */
export function MyTabsFilterPanel({ list }: { readonly list: ListController }) {
  const [open, setOpen] = useState(false);
  const [artistText, setArtistText] = useState('');
  const artists = useArtistCatalogue();
  const tags = useTagCatalogue();
  const { filters } = list.state;

  const chosenArtist = useMemo(
    () => artists.data?.find((artist) => artist.id === filters.artistId) ?? null,
    [artists.data, filters.artistId],
  );
  const tagOptions = (tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }));

  return (
    <FilterPanel
      open={open}
      onOpenChange={setOpen}
      activeCount={list.activeFilterCount}
      onClear={() => {
        setArtistText('');
        list.resetFilters();
      }}
    >
      {artists.error ? <Alert severity="warning">{MESSAGES.artistsLoadFailed}</Alert> : null}
      {tags.error ? <Alert severity="warning">{MESSAGES.tagsLoadFailed}</Alert> : null}
      <FilterControl
        filter={{ id: 'isPublic', label: MESSAGES.filterPublic, kind: 'yesNo' }}
        value={filters.isPublic}
        anyLabel={MESSAGES.any}
        onChange={(value) => list.setFilter('isPublic', value)}
      />
      <FilterControl
        filter={{ id: 'draftAvailable', label: MESSAGES.filterDraft, kind: 'yesNo' }}
        value={filters.draftAvailable}
        anyLabel={MESSAGES.any}
        onChange={(value) => list.setFilter('draftAvailable', value)}
      />
      <Autocomplete<ArtistView>
        label={MESSAGES.filterArtist}
        options={artistSuggestions(artists.data ?? [], artistText)}
        value={chosenArtist}
        inputValue={artistText}
        onInputChange={setArtistText}
        onChange={(artist) => list.setFilter('artistId', artist?.id)}
        getOptionLabel={(artist) => artist.name}
        getOptionKey={(artist) => artist.id}
        filterOptions={false}
        loading={artists.isLoading}
      />
      <Select
        label={MESSAGES.filterTag}
        options={tagOptions}
        value={filters.tagId ?? null}
        placeholder={MESSAGES.any}
        clearable
        onChange={(value) => list.setFilter('tagId', value ?? undefined)}
      />
    </FilterPanel>
  );
}
