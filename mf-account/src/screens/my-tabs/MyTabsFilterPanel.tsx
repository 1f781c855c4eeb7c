import type { ArtistView } from '@acorduri/contracts';
import { Alert, Autocomplete, FilterPanel, Select } from '@acorduri/ui-kit';
import { useMemo, useState } from 'react';
import { YesNoSelect } from '../../components/YesNoSelect';
import { useArtistCatalogue, useTagCatalogue } from '../../data/catalogue';
import { MESSAGES } from '../../messages';
import { artistSuggestions } from '../../tab-form/tabFormValues';
import { activeFilterCount, type MyTabsList } from './myTabsList';

/** isPublic, draftAvailable (Da/Nu), a catalogue artist and a category. */
export function MyTabsFilterPanel({ list }: { readonly list: MyTabsList }) {
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
      activeCount={activeFilterCount(filters)}
      onClear={() => {
        setArtistText('');
        list.resetFilters();
      }}
    >
      {artists.error ? <Alert severity="warning">{MESSAGES.artistsLoadFailed}</Alert> : null}
      {tags.error ? <Alert severity="warning">{MESSAGES.tagsLoadFailed}</Alert> : null}
      <YesNoSelect
        label={MESSAGES.filterPublic}
        value={filters.isPublic}
        onChange={(value) => list.setFilter('isPublic', value)}
      />
      <YesNoSelect
        label={MESSAGES.filterDraft}
        value={filters.draftAvailable}
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
