import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { FilterPanel } from './FilterPanel';

const YES_NO = [
  { value: '1', label: 'Da' },
  { value: '0', label: 'Nu' },
];
const LEVELS = [
  { value: 'all', label: 'Toate' },
  { value: '0', label: 'Începător' },
  { value: '1', label: 'Intermediar' },
  { value: '2', label: 'Avansat' },
];

function LessonFilters({
  initiallyOpen = true,
  preset = false,
}: {
  initiallyOpen?: boolean;
  preset?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [published, setPublished] = useState<string | null>(preset ? '1' : null);
  const [level, setLevel] = useState<string | null>(null);
  return (
    <FilterPanel
      open={open}
      onOpenChange={setOpen}
      activeCount={[published, level].filter((value) => value !== null).length}
      onClear={() => {
        setPublished(null);
        setLevel(null);
      }}
      toolbar={<Button>Adaugă</Button>}
    >
      <Select label="Publicate" options={YES_NO} value={published} onChange={setPublished} clearable />
      <Select label="Nivel" options={LEVELS} value={level} onChange={setLevel} clearable />
    </FilterPanel>
  );
}

const meta = {
  title: 'Liste/FilterPanel',
  component: LessonFilters,
} satisfies Meta<typeof LessonFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { initiallyOpen: false } };
export const WithActiveFilter: Story = { args: { preset: true } };
export const Mobile: Story = { globals: PHONE, args: { preset: true } };
export const Dark: Story = { globals: DARK, args: { preset: true } };
