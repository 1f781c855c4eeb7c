import { Button, Icon, Select, TextField } from '@acorduri/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import type { ListDefinition } from '../definition';
import { MESSAGES } from '../messages';
import type { ListController } from '../state/useUrlListState';
import { ListSortMenu } from './ListSortMenu';

const SearchBox = styled.div`
  min-width: 220px;
  flex: 1 1 220px;
  max-width: 360px;
`;

export interface ListToolbarProps<Row> {
  readonly definition: ListDefinition<Row>;
  readonly list: ListController;
  readonly onAdd?: () => void;
  /** Runs a toolbar action; resolves when it has finished. */
  readonly onAction: (run: () => Promise<string>) => Promise<void>;
}

/**
 * Search (with 'Caută în' while the search is not empty), sort menu, toolbar actions and the add button: the
 * controls beside the filter toggle.
 */
export function ListToolbar<Row>({ definition, list, onAdd, onAction }: ListToolbarProps<Row>) {
  const { state } = list;
  const [running, setRunning] = useState<string | null>(null);
  const { search, sorts, toolbarActions } = definition;
  return (
    <>
      {search ? (
        <SearchBox role="search">
          <TextField
            type="search"
            label={MESSAGES.searchLabel}
            hideLabel
            placeholder={search.placeholder ?? MESSAGES.searchPlaceholder}
            value={state.search}
            onChange={(event) => list.setSearch(event.target.value)}
          />
        </SearchBox>
      ) : null}
      {search?.fields && state.search !== '' ? (
        <Select
          label={MESSAGES.searchIn}
          hideLabel
          options={search.fields}
          value={state.searchField || null}
          placeholder={MESSAGES.searchIn}
          clearable
          onChange={(field) => list.setSearchField(field ?? '')}
        />
      ) : null}
      {sorts ? <ListSortMenu list={list} sorts={sorts} /> : null}
      {toolbarActions?.map((action) => (
        <Button
          key={action.id}
          variant="secondary"
          loading={running === action.id}
          startIcon={action.icon ? <Icon name={action.icon} /> : undefined}
          onClick={async () => {
            setRunning(action.id);
            await onAction(() => action.run());
            setRunning(null);
          }}
        >
          {action.label}
        </Button>
      ))}
      {onAdd ? (
        <Button startIcon={<Icon name="add" />} onClick={onAdd}>
          {definition.addLabel ?? MESSAGES.add}
        </Button>
      ) : null}
    </>
  );
}
