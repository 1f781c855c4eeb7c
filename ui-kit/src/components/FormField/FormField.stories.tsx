import type { Meta, StoryObj } from '@storybook/react';
import { DARK } from '../../../.storybook/viewports';
import { FormField } from './FormField';

const meta = {
  title: 'Formulare/FormField',
  component: FormField,
  args: {
    label: 'Dată',
    helperText: 'Cel mai devreme 31.12.2018',
    children: (control) => <input type="date" min="2018-12-31" {...control} />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wraps any control (here a native date input) with label, help and validation message. */
export const Default: Story = {};
export const WithError: Story = { args: { error: 'Acest câmp trebuie completat', required: true } };
export const Dark: Story = { globals: DARK, args: { error: 'Acest câmp trebuie completat' } };
