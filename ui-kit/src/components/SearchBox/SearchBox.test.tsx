import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { SearchBox } from './SearchBox';

const SUGGESTIONS = [
  { id: 'a1', label: 'Ștefan Bănică Jr.', secondary: 'Artist' },
  { id: 't1', label: 'Bănică - Te iubesc', secondary: 'Acorduri' },
  { id: 'a2', label: 'Holograf', secondary: 'Artist' },
];

describe('SearchBox', () => {
  it('submits valid text on Enter', async () => {
    const onSubmit = jest.fn();
    const { user, container } = renderWithTheme(<SearchBox onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox', { name: 'Caută' });
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', 'Căutare...');
    await user.type(input, 'ab{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input, 'c{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('abc');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the spec messages for invalid characters and too much text, and does not submit', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithTheme(<SearchBox onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox', { name: 'Caută' });
    await user.type(input, 'ab$c{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Acest câmp permite doar litere, cifre, cratime, virgule şi spaţii',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'ș'.repeat(46));
    expect(screen.getByRole('alert')).toHaveTextContent('A fost depășit numărul maxim permis de caractere');
  });

  it('filters suggestions ignoring case and diacritics and calls back on choice', async () => {
    const onSuggestionSelect = jest.fn();
    const onSubmit = jest.fn();
    const { user } = renderWithTheme(
      <SearchBox suggestions={SUGGESTIONS} onSuggestionSelect={onSuggestionSelect} onSubmit={onSubmit} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Caută' }), 'BANICA');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Ștefan Bănică Jr.Artist',
      'Bănică - Te iubescAcorduri',
    ]);
    expect(options[0]?.querySelector('mark')).toHaveTextContent('Bănică');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSuggestionSelect).toHaveBeenCalledWith(SUGGESTIONS[1]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('looks up once typing pauses, only for searchable text', async () => {
    jest.useFakeTimers();
    try {
      const onDebouncedSearch = jest.fn();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithTheme(<SearchBox onDebouncedSearch={onDebouncedSearch} debounceMs={300} />);
      const input = screen.getByRole('combobox', { name: 'Caută' });
      await user.type(input, 'ho');
      act(() => jest.advanceTimersByTime(400));
      expect(onDebouncedSearch).not.toHaveBeenCalled();
      await user.type(input, 'lo');
      act(() => jest.advanceTimersByTime(100));
      expect(onDebouncedSearch).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(300));
      expect(onDebouncedSearch).toHaveBeenCalledTimes(1);
      expect(onDebouncedSearch).toHaveBeenCalledWith('holo');
    } finally {
      jest.useRealTimers();
    }
  });

  it('clears the text with the clear button and reports it', async () => {
    const onClear = jest.fn();
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <SearchBox defaultValue="holograf" onClear={onClear} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Șterge căutarea' }));
    expect(screen.getByRole('combobox', { name: 'Caută' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Caută' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
