import type { Meta, StoryObj } from '@storybook/react';
import { DARK } from '../../../.storybook/viewports';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Se încarcă...' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithVisibleLabel: Story = { args: { showLabel: true, label: 'Se încarcă acordurile' } };
export const SmallInline: Story = { args: { size: 'sm', inline: true } };
export const Large: Story = { args: { size: 'lg' } };
export const Dark: Story = { globals: DARK, args: { showLabel: true } };
