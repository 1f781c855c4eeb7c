import type { Meta, StoryObj } from '@storybook/react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { ErrorPanel } from './ErrorPanel';

const meta = {
  title: 'Feedback/ErrorPanel',
  component: ErrorPanel,
  args: {
    title: 'Această secțiune nu a putut fi încărcată',
    message: 'Eroare. Vă rugăm să încercați mai târziu.',
    retryLabel: 'Reîncearcă',
  },
  argTypes: { onRetry: { action: 'retry' } },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};
export const WithoutRetry: Story = { args: { onRetry: undefined } };
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK };
