import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import { Dialog, type DialogProps } from './Dialog';

function Demo(props: Partial<DialogProps> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = true, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Deschide</Button>
      <Dialog
        title="Artist nou"
        width={500}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Renunță
            </Button>
            <Button onClick={() => setOpen(false)}>Adaugă</Button>
          </>
        }
        {...rest}
        open={open}
        onClose={() => setOpen(false)}
      >
        {rest.children ?? <TextField label="Artist" />}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Feedback/Dialog',
  component: Demo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = {
  args: {
    title: 'Editare artist',
    children: <TextField label="Artist" error="Acest câmp trebuie completat" />,
  },
};
export const Loading: Story = {
  args: { title: 'Editare artist', children: <Spinner />, actions: undefined },
};
export const Closed: Story = { args: { initiallyOpen: false } };
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK };
