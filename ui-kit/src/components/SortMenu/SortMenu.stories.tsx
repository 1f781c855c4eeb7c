import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { SortMenu, type SortMenuProps } from './SortMenu';

const CATEGORY_SORTS = [
  { value: 'newest', label: 'Cele mai recente' },
  { value: 'oldest', label: 'Cele mai vechi' },
  { value: 'rating', label: 'Top rating' },
  { value: 'favourites', label: 'Top favorite' },
  { value: 'artist', label: 'Artist, A-Z' },
];

function Stateful(props: Omit<SortMenuProps, 'value' | 'onChange'> & { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(props.initial ?? 'newest');
  return (
    <div style={{ minHeight: 280 }}>
      <SortMenu {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Liste/SortMenu',
  component: Stateful,
  args: { options: CATEGORY_SORTS },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NothingChosen: Story = { args: { initial: null } };
export const Disabled: Story = { args: { disabled: true } };
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK };
