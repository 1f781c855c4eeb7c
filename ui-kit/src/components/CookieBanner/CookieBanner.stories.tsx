import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { CookieBanner } from './CookieBanner';

const meta = {
  title: 'Feedback/CookieBanner',
  component: CookieBanner,
  parameters: { layout: 'fullscreen' },
  args: { termsTo: '/termeni-si-conditii', onAccept: fn() },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK };
