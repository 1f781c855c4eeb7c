import { json, mockFetch, renderWithProviders } from '@acorduri/web-testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const artists = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `a${i}`,
    name: i === 7 ? 'Ionescu Ștefan' : `Artist ${i}`,
  }));

const ARTIST_FILTER = {
  id: 'artistId',
  label: 'Artist',
  kind: 'lookup',
  source: {
    path: '/api/admin/artist/all',
    toOptions: (data: unknown) =>
      (data as { artists: { id: string; name: string }[] }).artists.map((a) => ({
        value: a.id,
        label: a.name,
      })),
  },
} as const;

describe('a lookup filter', () => {
  it('is a searchable combobox over 50 entries: typing finds an artist, ignoring diacritics', async () => {
    mockFetch((url) => (url === '/api/admin/artist/all' ? json({ artists: artists(1669) }) : undefined));
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<FilterControl filter={ARTIST_FILTER} value={undefined} onChange={onChange} />);
    const box = await screen.findByPlaceholderText('Scrie pentru a căuta...');
    expect(box).toHaveRole('combobox');
    await user.type(box, 'stefan');
    await user.click(screen.getByRole('option', { name: 'Ionescu Ștefan' }));
    expect(onChange).toHaveBeenLastCalledWith('a7');
  });

  it('stays a plain select up to 50 entries', async () => {
    mockFetch((url) => (url === '/api/admin/artist/all' ? json({ artists: artists(50) }) : undefined));
    renderWithProviders(<FilterControl filter={ARTIST_FILTER} value="a3" onChange={jest.fn()} />);
    expect(await screen.findByRole('option', { name: 'Artist 3' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Artist' })).toHaveProperty('tagName', 'SELECT');
  });
});
