import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { Select } from '../Select/Select';
import { FilterPanel } from './FilterPanel';

const YES_NO = [
  { value: '1', label: 'Da' },
  { value: '0', label: 'Nu' },
];

function LessonFilters() {
  const [open, setOpen] = useState(false);
  const [published, setPublished] = useState<string | null>(null);
  return (
    <FilterPanel
      open={open}
      onOpenChange={setOpen}
      activeCount={published === null ? 0 : 1}
      onClear={() => setPublished(null)}
    >
      <Select label="Publicate" options={YES_NO} value={published} onChange={setPublished} clearable />
    </FilterPanel>
  );
}

describe('FilterPanel', () => {
  it('toggles the panel and shows the clear button only while a filter is set', async () => {
    const { user, container } = renderWithTheme(<LessonFilters />);
    const toggle = screen.getByRole('button', { name: 'Filtre' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Șterge filtrele' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Filtre' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Publicate' }), 'Da');
    expect(screen.getByRole('button', { name: 'Filtre (1 filtru activ)' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Șterge filtrele' }));
    expect(screen.getByRole('combobox', { name: 'Publicate' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Șterge filtrele' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtre' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
