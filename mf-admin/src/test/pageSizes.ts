import { screen, within } from '@testing-library/react';

/** The choices of a list screen's 'Rânduri pe pagină' select, as shown. */
export function pageSizeOptions(): (string | null)[] {
  return within(screen.getByLabelText(/Rânduri pe pagină/))
    .getAllByRole('option')
    .map((option) => option.textContent);
}
