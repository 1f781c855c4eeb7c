import type { Meta, StoryObj } from '@storybook/react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Icon } from '../../icons/icons';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from './TextField';

const meta = {
  title: 'Formulare/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'nume@exemplu.ro' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true, helperText: 'Nu o facem publică.' } };
export const WithError: Story = {
  args: { defaultValue: 'abc', error: 'Adresa de email nu este validă', required: true },
};
export const Checking: Story = {
  args: {
    label: 'Nume',
    defaultValue: 'chitaristul',
    endAdornment: <Spinner inline size="sm" label="Se verifică" />,
  },
};
export const Unavailable: Story = {
  args: {
    label: 'Nume',
    defaultValue: 'admin',
    error: 'Nume indisponibil',
    endAdornment: <Icon name="warning" title="Nume indisponibil" />,
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'nume@exemplu.ro' } };
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK, args: { error: 'Adresa de email trebuie completată' } };
