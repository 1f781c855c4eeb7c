import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { DARK } from '../../../.storybook/viewports';
import { LoadMore } from './LoadMore';

const meta = {
  title: 'Liste/LoadMore',
  component: LoadMore,
  args: { hasMore: true, progress: '10 din 34 comentarii', onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
/** Nothing more to load: the component renders nothing. */
export const Exhausted: Story = { args: { hasMore: false } };
export const Dark: Story = { globals: DARK };
