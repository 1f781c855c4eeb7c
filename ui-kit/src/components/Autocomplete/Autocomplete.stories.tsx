import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Autocomplete, type AutocompleteProps } from './Autocomplete';

interface Artist {
  id: number;
  name: string;
  tabCount: number;
}

const ARTISTS: Artist[] = [
  { id: 1, name: 'Ștefan Bănică Jr.', tabCount: 41 },
  { id: 2, name: 'Holograf', tabCount: 87 },
  { id: 3, name: 'Șuie Paparude', tabCount: 12 },
  { id: 4, name: 'Compact', tabCount: 33 },
  { id: 5, name: 'Vama Veche', tabCount: 64 },
  { id: 6, name: 'Țapinarii', tabCount: 0 },
];

type DemoProps = Partial<AutocompleteProps<Artist>> & { initial?: Artist | null };

function Demo({ initial = null, ...props }: DemoProps) {
  const [value, setValue] = useState<Artist | null>(initial);
  return (
    <div style={{ maxWidth: 360, minHeight: 320 }}>
      <Autocomplete<Artist>
        label="Artist"
        options={ARTISTS}
        getOptionLabel={(artist) => artist.name}
        getOptionKey={(artist) => artist.id}
        getOptionSecondary={(artist) => artist.tabCount}
        {...props}
        value={value}
        onChange={setValue}
      />
    </div>
  );
}

const meta = {
  title: 'Formulare/Autocomplete',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { initial: ARTISTS[1] } };
export const Loading: Story = { args: { loading: true, options: [] } };
export const Empty: Story = { args: { options: [], noOptionsText: 'Niciun artist găsit' } };
export const WithError: Story = { args: { error: 'Artistul trebuie completat', required: true } };
export const FreeText: Story = {
  args: { freeSolo: true, helperText: 'Poți scrie un artist care nu e în listă.' },
};
export const Disabled: Story = { args: { disabled: true, initial: ARTISTS[0] } };
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK };
