import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { DARK } from '../../../.storybook/viewports';
import { StarRating } from './StarRating';
import { StarRatingInput } from './StarRatingInput';

const meta = {
  title: 'Afișare/StarRating',
  component: StarRating,
  args: { value: 4.3, count: 12 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HalfStepsWithValue: Story = { args: { value: 3.5, showValue: true } };
export const Empty: Story = { args: { value: 0, count: 0 } };
export const Small: Story = { args: { size: 'sm' } };
export const Dark: Story = { globals: DARK };

function InputDemo({ allowHalf = false, disabled = false }: { allowHalf?: boolean; disabled?: boolean }) {
  const [value, setValue] = useState<number | null>(disabled ? 3 : null);
  return (
    <div>
      <StarRatingInput value={value} onChange={setValue} allowHalf={allowHalf} disabled={disabled} />
      <p>Valoare: {value ?? '—'}</p>
    </div>
  );
}

export const Input: Story = { render: () => <InputDemo /> };
export const InputHalfStars: Story = { render: () => <InputDemo allowHalf /> };
export const InputDisabled: Story = { render: () => <InputDemo disabled /> };
export const InputDark: Story = { globals: DARK, render: () => <InputDemo /> };
