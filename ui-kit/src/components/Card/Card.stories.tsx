import type { Meta, StoryObj } from '@storybook/react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'Afișare/Card',
  component: Card,
  args: {
    title: 'Bine ai venit!',
    subtitle: 'Arhiva are peste 10.000 de tabulaturi și crește în fiecare zi.',
    children: 'Creează un cont ca să ceri melodii, să votezi cererile și să adaugi transpuneri noi.',
    actions: (
      <>
        <Button>Cont nou</Button>
        <Button variant="text">Lecții de chitară</Button>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LinkCard: Story = {
  args: {
    title: 'Primele acorduri',
    subtitle: 'Începător',
    to: '/lectii/primele-acorduri',
    actions: undefined,
    children: 'Cum ții chitara și primele trei acorduri.',
    media: (
      <img
        src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='320' height='120'%3E%3Crect width='320' height='120' fill='%23d9c3a5'/%3E%3C/svg%3E"
        alt=""
      />
    ),
  },
};
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK };
