import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { ButtonToggleGroup, type ButtonToggleGroupProps } from './ButtonToggleGroup';

function Stateful(props: Omit<ButtonToggleGroupProps<number>, 'value' | 'onChange'>) {
  const [value, setValue] = useState<number | null>(0);
  return <ButtonToggleGroup {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Acțiuni/ButtonToggleGroup',
  component: Stateful,
  args: {
    label: 'Ultimele adăugări',
    options: [
      { value: 0, label: 'Top' },
      { value: 1, label: 'Noi' },
      { value: 2, label: 'Comentarii' },
    ],
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = { args: { disabled: true } };
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK };
