import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { Autocomplete } from './Autocomplete';

interface Artist {
  id: number;
  name: string;
}

const ARTISTS: Artist[] = [
  { id: 1, name: 'Ștefan Bănică Jr.' },
  { id: 2, name: 'Holograf' },
  { id: 3, name: 'Șuie Paparude' },
  { id: 4, name: 'Compact' },
];

function ArtistPicker({
  onChange,
  freeSolo = false,
}: {
  onChange: (artist: Artist | null) => void;
  freeSolo?: boolean;
}) {
  const [value, setValue] = useState<Artist | null>(null);
  return (
    <>
      <Autocomplete
        label="Artist"
        options={ARTISTS}
        value={value}
        freeSolo={freeSolo}
        getOptionLabel={(artist) => artist.name}
        getOptionKey={(artist) => artist.id}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">după</button>
    </>
  );
}

describe('Autocomplete', () => {
  it('filters ignoring case and diacritics and picks with the keyboard', async () => {
    const onChange = jest.fn();
    const { user, container } = renderWithTheme(<ArtistPicker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Artist' });
    await user.type(input, 'S');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Ștefan Bănică Jr.', 'Șuie Paparude']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(ARTISTS[2]);
    expect(input).toHaveValue('Șuie Paparude');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('picks with the mouse, clears with the clear button, and says when nothing matches', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<ArtistPicker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Artist' });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Compact' }));
    expect(onChange).toHaveBeenLastCalledWith(ARTISTS[3]);
    await user.click(screen.getByRole('button', { name: 'Șterge selecția' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
    await user.type(input, 'zzz');
    expect(screen.getByText('Nicio opțiune')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('reverts unknown text on blur unless freeSolo', async () => {
    const { user, unmount } = renderWithTheme(<ArtistPicker onChange={() => {}} />);
    await user.type(screen.getByRole('combobox', { name: 'Artist' }), 'Artist nou');
    await user.click(screen.getByRole('button', { name: 'după' }));
    expect(screen.getByRole('combobox', { name: 'Artist' })).toHaveValue('');
    unmount();

    renderWithTheme(<ArtistPicker onChange={() => {}} freeSolo />);
    await user.type(screen.getByRole('combobox', { name: 'Artist' }), 'Artist nou');
    await user.click(screen.getByRole('button', { name: 'după' }));
    expect(screen.getByRole('combobox', { name: 'Artist' })).toHaveValue('Artist nou');
  });
});
