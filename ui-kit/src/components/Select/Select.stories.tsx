import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Select, type SelectProps } from './Select';

const LEVELS = [
  { value: '0', label: 'Începător' },
  { value: '1', label: 'Intermediar' },
  { value: '2', label: 'Avansat' },
];

function Stateful(props: Omit<SelectProps, 'value' | 'onChange'> & { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return <Select {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Formulare/Select',
  component: Stateful,
  args: { label: 'Nivel', options: LEVELS },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Clearable: Story = { args: { clearable: true, initial: '1' } };
export const WithError: Story = { args: { error: 'Nivelul trebuie selectat', required: true } };
export const Disabled: Story = { args: { disabled: true, initial: '2' } };
export const Empty: Story = { args: { options: [], placeholder: 'Nicio opțiune' } };
export const Mobile: Story = { globals: PHONE, args: { clearable: true } };
export const Dark: Story = { globals: DARK, args: { clearable: true, initial: '0' } };
