import type { Meta, StoryObj } from '@storybook/react';
import { DARK } from '../../../.storybook/viewports';
import { Highlight } from './Highlight';

const meta = {
  title: 'Afișare/Highlight',
  component: Highlight,
  args: { text: 'Ștefan Bănică Jr. - Steaua fără nume', query: 'stefan fara', words: true },
} satisfies Meta<typeof Highlight>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WholeQuery: Story = { args: { query: 'banica jr', words: false } };
export const NoMatch: Story = { args: { query: 'holograf' } };
export const Dark: Story = { globals: DARK };
