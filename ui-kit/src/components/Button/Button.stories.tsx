import type { Meta, StoryObj } from '@storybook/react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Icon } from '../../icons/icons';
import { Button } from './Button';

const meta = {
  title: 'Acțiuni/Button',
  component: Button,
  args: { children: 'Salvează', variant: 'primary', size: 'md' },
  argTypes: { onClick: { action: 'click' } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Renunță' } };
export const Text: Story = { args: { variant: 'text', children: 'Am uitat parola' } };
export const Danger: Story = {
  args: { variant: 'danger', children: 'Șterge cont', startIcon: <Icon name="delete" /> },
};
export const Loading: Story = { args: { loading: true, children: 'Se trimite' } };
export const Disabled: Story = { args: { disabled: true } };
export const Mobile: Story = { globals: PHONE, args: { fullWidth: true, children: 'Autentificare' } };
export const Dark: Story = {
  globals: DARK,
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button {...args} />
      <Button {...args} variant="secondary" />
      <Button {...args} variant="text" />
      <Button {...args} variant="danger" />
    </div>
  ),
};
