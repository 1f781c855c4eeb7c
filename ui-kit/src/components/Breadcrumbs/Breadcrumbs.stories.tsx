import type { Meta, StoryObj } from '@storybook/react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigare/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Acasă', to: '/' },
      { label: 'Contul meu', to: '/account-settings' },
      { label: 'Comentariile mele' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Admin: Story = {
  args: {
    items: [{ label: 'Acasă', to: '/' }, { label: 'Panou administrare', to: '/users' }, { label: 'Lecții' }],
  },
};
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK };
