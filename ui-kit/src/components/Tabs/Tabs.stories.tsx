import type { Meta, StoryObj } from '@storybook/react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Spinner } from '../Spinner/Spinner';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigare/Tabs',
  component: Tabs,
  args: {
    label: 'Artist',
    items: [
      { id: 'tabs', label: 'Acorduri (34)', panel: <p>Lista de acorduri a artistului.</p> },
      { id: 'requests', label: 'Cereri (2)', panel: <p>Cererile pentru acest artist.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDisabled: Story = {
  args: {
    items: [
      { id: 'account', label: 'Cont', panel: <p>Email, rol, dată creare…</p> },
      { id: 'profile', label: 'Profil', panel: <p>Localitate, instrumente…</p> },
      { id: 'log', label: 'Registru', disabled: true },
    ],
  },
};
export const Loading: Story = { args: { items: [{ id: 'tabs', label: 'Acorduri', panel: <Spinner /> }] } };
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK };
