import type { Meta, StoryObj } from '@storybook/react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { TextArea } from './TextArea';

const meta = {
  title: 'Formulare/TextArea',
  component: TextArea,
  args: { label: 'Mesaj', rows: 4 },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCounter: Story = {
  args: { label: 'Comentariu', maxLength: 500, showCount: true, value: 'Super!' },
};
export const TabText: Story = {
  args: {
    label: 'Text',
    rows: 10,
    monospace: true,
    defaultValue: 'Am           F        C         G\nPe-un picior de plai, pe-o gură de rai',
  },
};
export const WithError: Story = { args: { error: 'A fost depășit numărul maxim permis de caractere' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Nu poate fi modificat' } };
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { ...TabText, globals: DARK };
