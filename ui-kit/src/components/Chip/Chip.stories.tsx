import type { Meta, StoryObj } from '@storybook/react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Chip } from './Chip';
import { ChipList } from './ChipList';

const meta = {
  title: 'Afișare/Chip',
  component: Chip,
  args: { label: 'Rock' },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Link: Story = { args: { label: 'Rock', count: 120, to: '/categorii/rock' } };
export const Toggle: Story = { args: { label: 'MIDI', onClick: () => {}, selected: true } };
export const Removable: Story = { args: { label: 'Folk', onDelete: () => {} } };
export const Disabled: Story = { args: { label: 'MIDI', onClick: () => {}, disabled: true } };
export const Tones: Story = {
  render: () => (
    <ChipList label="Exemple">
      <Chip label="explicit" tone="danger" size="sm" />
      <Chip label="MIDI" tone="info" size="sm" />
      <Chip label="Guitar Pro" tone="success" size="sm" />
      <Chip label="# Acorduri" tone="success" count={34} />
      <Chip label="# Cereri" tone="info" count={2} />
      <Chip label="Așteaptă aprobarea" tone="warning" />
    </ChipList>
  ),
};
export const CategoryList: Story = {
  render: () => (
    <ChipList label="Categorii">
      {['Colinde', 'Folk', 'Pop', 'Rock', 'Muzică ușoară', 'Petrecere', 'Religioase', 'Hip-hop'].map(
        (name) => (
          <Chip key={name} label={name} to={`/categorii/${name.toLowerCase()}`} />
        ),
      )}
    </ChipList>
  ),
};
export const Empty: Story = { render: () => <ChipList label="Categorii">{[]}</ChipList> };
export const Mobile: Story = { ...CategoryList, globals: PHONE };
export const Dark: Story = { ...Tones, globals: DARK };
