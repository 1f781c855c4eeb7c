import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Icon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { Menu } from './Menu';

const meta = {
  title: 'Acțiuni/Menu',
  component: Menu,
  args: {
    label: 'Acțiuni',
    items: [
      { id: 'edit', label: 'Editează', icon: <Icon name="edit" />, onSelect: fn() },
      { id: 'open', label: 'Deschide într-o fereastră nouă', icon: <Icon name="openInNew" />, to: '#' },
      { id: 'delete', label: 'Șterge', icon: <Icon name="delete" />, disabled: true },
    ],
    renderTrigger: (trigger) => (
      <Button {...trigger} variant="secondary" endIcon={<Icon name="expandMore" />}>
        Acțiuni
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open it with Enter, Space or the arrow keys. */
export const Default: Story = {};
export const AlignedEnd: Story = { args: { align: 'end' } };
export const WithHeader: Story = { args: { header: 'ana@exemplu.ro' } };
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK };
