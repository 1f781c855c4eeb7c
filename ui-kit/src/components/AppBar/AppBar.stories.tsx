import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Icon } from '../../icons/icons';
import { IconButton } from '../IconButton/IconButton';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { UserMenu } from '../UserMenu/UserMenu';
import { AppBar } from './AppBar';

const signedIn = (
  <>
    <ThemeToggle />
    <UserMenu
      username="ana"
      email="ana@exemplu.ro"
      entries={[
        { id: 'favourites', label: 'Favorite', to: '/favorite' },
        { id: 'account', label: 'Setări cont', to: '/account-settings' },
      ]}
      onSignOut={() => {}}
    />
  </>
);

const signedOut = (
  <>
    <ThemeToggle />
    <IconButton label="Autentificare" tone="inherit">
      <Icon name="key" />
    </IconButton>
  </>
);

const meta = {
  title: 'Navigare/AppBar',
  component: AppBar,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Acorduri pentru chitară',
    brandTo: '/',
    onMenuClick: fn(),
    menuOpen: true,
    actions: signedOut,
  },
} satisfies Meta<typeof AppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const SignedIn: Story = { args: { actions: signedIn } };
export const WithoutMenuButton: Story = { args: { onMenuClick: undefined } };
export const Mobile: Story = { globals: PHONE, args: { menuOpen: false, actions: signedIn } };
export const Dark: Story = { globals: DARK, args: { actions: signedIn } };
