import { renderWithProviders } from '@acorduri/web-testing';
import { fireEvent, screen } from '@testing-library/react';
import { FilterControl } from './FilterControl';

const FROM = {
  id: 'from',
  label: 'De la',
  kind: 'date',
  min: '2018-12-31',
  max: () => '2026-11-26',
} as const;

describe('a date filter', () => {
  it('refuses a typed date before the first day, keeping the list as it was, and takes one inside', () => {
    const onChange = jest.fn();
    renderWithProviders(<FilterControl filter={FROM} value={undefined} onChange={onChange} />);
    const box = screen.getByLabelText('De la');
    fireEvent.change(box, { target: { value: '2018-12-30' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Alege o dată între 31.12.2018 și 26.11.2026.')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: '2018-12-31' } });
    expect(onChange).toHaveBeenLastCalledWith('2018-12-31');
    expect(screen.queryByText(/Alege o dată/)).not.toBeInTheDocument();
  });

  it('refuses a day after the last one too', () => {
    const onChange = jest.fn();
    renderWithProviders(<FilterControl filter={FROM} value={undefined} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('De la'), { target: { value: '2026-11-27' } });
    expect(onChange).not.toHaveBeenCalled();
  });
});
