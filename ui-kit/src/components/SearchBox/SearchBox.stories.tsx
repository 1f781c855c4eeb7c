import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { SearchBox } from './SearchBox';

const SUGGESTIONS = [
  { id: 'a1', label: 'Ștefan Bănică Jr.', secondary: 'Artist' },
  { id: 't1', label: 'Ștefan Bănică Jr. - Te iubesc', secondary: 'Acorduri' },
  { id: 'a2', label: 'Holograf', secondary: 'Artist' },
  { id: 't2', label: 'Holograf - Ești tot ce am', secondary: 'Acorduri' },
];

const meta = {
  title: 'Căutare/SearchBox',
  component: SearchBox,
  args: { onSubmit: fn(), onSuggestionSelect: fn(), onDebouncedSearch: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithSuggestions: Story = {
  args: { suggestions: SUGGESTIONS, defaultValue: 'stefan' },
};
export const Loading: Story = { args: { defaultValue: 'holo', loading: true } };
export const InvalidCharacters: Story = { args: { defaultValue: 'acorduri!' } };
export const TooLong: Story = { args: { defaultValue: 'a'.repeat(46) } };
export const Disabled: Story = { args: { disabled: true } };
export const Mobile: Story = { globals: PHONE, args: { suggestions: SUGGESTIONS } };
export const Dark: Story = { globals: DARK, args: { suggestions: SUGGESTIONS, defaultValue: 'holograf' } };
