import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { DARK } from '../../../.storybook/viewports';
import { Checkbox, type CheckboxProps } from './Checkbox';

function Stateful(props: Omit<CheckboxProps, 'checked' | 'onChange'> & { initial?: boolean }) {
  const [checked, setChecked] = useState(props.initial ?? false);
  return <Checkbox {...props} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'Formulare/Checkbox',
  component: Stateful,
  args: { label: 'Public' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { initial: true } };
export const Indeterminate: Story = { args: { label: 'Selectează tot', indeterminate: true } };
export const WithError: Story = {
  args: {
    label: 'Sunt de acord cu termenii și condițiile',
    error: 'Poți continua doar dacă ești de acord cu termenii de utilizare',
  },
};
export const Disabled: Story = { args: { disabled: true, initial: true } };
export const Dark: Story = { globals: DARK, args: { initial: true } };
