import type { Meta, StoryObj } from '@storybook/react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { severity: 'warning', children: 'Eroare (500). Vă rugăm să încercați mai târziu.' },
  argTypes: { onClose: { action: 'close' } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClosableWarning: Story = {};
export const Info: Story = {
  args: { severity: 'info', children: 'Nu există rezultate.', onClose: undefined },
};
export const Success: Story = {
  args: { severity: 'success', children: 'Parola a fost schimbată cu succes.' },
};
export const ErrorWithTitle: Story = {
  args: { severity: 'error', title: 'Autentificare eșuată', children: 'Email sau parolă incorecte.' },
};
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = {
  globals: DARK,
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Alert {...args} severity="warning" />
      <Alert {...args} severity="info" />
      <Alert {...args} severity="success" />
      <Alert {...args} severity="error" />
    </div>
  ),
};
