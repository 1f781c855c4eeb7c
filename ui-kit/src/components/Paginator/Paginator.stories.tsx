import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Paginator } from './Paginator';

function Demo({ total = 134, disabled = false }: { total?: number; disabled?: boolean }) {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  return (
    <Paginator
      pageIndex={pageIndex}
      pageSize={pageSize}
      total={total}
      disabled={disabled}
      onPageChange={setPageIndex}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPageIndex(0);
      }}
    />
  );
}

const meta = {
  title: 'Liste/Paginator',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { total: 0 } };
export const Disabled: Story = { args: { disabled: true } };
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK };
