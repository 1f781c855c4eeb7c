import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    message: 'Dorești să ștergi comentariul „Super cântec!”?',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DeleteArtist: Story = {
  args: { title: 'Șterge artist', message: 'Dorești să ștergi artistul Holograf?' },
};
export const Busy: Story = { args: { busy: true } };
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK };
