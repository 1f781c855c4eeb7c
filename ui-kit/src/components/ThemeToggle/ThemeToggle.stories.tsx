import type { Meta, StoryObj } from '@storybook/react';
import { DARK } from '../../../.storybook/viewports';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Acțiuni/ThemeToggle',
  component: ThemeToggle,
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Storybook the toolbar forces the theme, so the button shows the label it would use. */
export const Light: Story = {};
export const Dark: Story = { globals: DARK };
