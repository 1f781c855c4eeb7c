import type { Meta, StoryObj } from '@storybook/react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { AlphabetChips } from './AlphabetChips';

const meta = {
  title: 'Navigare/AlphabetChips',
  component: AlphabetChips,
} satisfies Meta<typeof AlphabetChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CurrentLetter: Story = { args: { selectedId: 23 } };
export const AsFilter: Story = { args: { onSelect: () => {}, selectedId: 1 } };
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK, args: { selectedId: 2 } };
