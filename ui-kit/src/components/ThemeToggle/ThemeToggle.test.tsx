import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { AcorduriThemeProvider } from '../../theme/AcorduriThemeProvider';
import { THEME_STORAGE_KEY } from '../../theme/themeStorage';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('switches between light and dark and remembers the choice', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <AcorduriThemeProvider>
        <ThemeToggle />
      </AcorduriThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Activează tema întunecată' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    const back = screen.getByRole('button', { name: 'Activează tema luminoasă' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(back);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
