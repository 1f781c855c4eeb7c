import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Avatar } from './Avatar';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Navigare/UserMenu',
  component: UserMenu,
  args: {
    username: 'ana',
    onSignOut: fn(),
    email: 'ana@exemplu.ro',
    entries: [
      { id: 'favourites', label: 'Favorite', to: '/favorite' },
      { id: 'add', label: 'Adaugă acorduri', to: '/adauga-acorduri' },
      { id: 'mine', label: 'Transpunerile mele', to: '/transpunerile-mele' },
      { id: 'comments', label: 'Comentariile mele', to: '/comentariile-mele' },
      { id: 'profile', label: 'Profil', to: '/profile-settings' },
      { id: 'account', label: 'Setări cont', to: '/account-settings' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongEmail: Story = {
  args: { username: 'ștefan', email: 'un.nume.foarte.lung.de.utilizator@exemplu.ro' },
};
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK };
export const Avatars: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Avatar name="ana" size="sm" />
      <Avatar name="ștefan" />
      <Avatar name="Țuțu" size="lg" />
    </div>
  ),
};
