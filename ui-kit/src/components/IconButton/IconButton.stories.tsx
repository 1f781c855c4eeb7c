import type { Meta, StoryObj } from '@storybook/react';
import { DARK } from '../../../.storybook/viewports';
import { ICON_NAMES, Icon } from '../../icons/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Acțiuni/IconButton',
  component: IconButton,
  args: { label: 'Editează', children: <Icon name="edit" /> },
  argTypes: { onClick: { action: 'click' } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Danger: Story = { args: { label: 'Șterge', tone: 'danger', children: <Icon name="delete" /> } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: DARK };
/** Every icon of the kit. */
export const AllIcons: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      {ICON_NAMES.map((name) => (
        <IconButton key={name} label={name}>
          <Icon name={name} />
        </IconButton>
      ))}
    </div>
  ),
};
