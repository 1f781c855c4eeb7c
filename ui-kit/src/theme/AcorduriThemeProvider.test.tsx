import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, useTheme } from 'styled-components';
import { AcorduriThemeProvider } from './AcorduriThemeProvider';
import { useThemeMode } from './ThemeModeContext';
import { THEME_STORAGE_KEY } from './themeStorage';

function ModeProbe() {
  const { mode, toggleMode } = useThemeMode();
  const theme = useTheme();
  return (
    <button type="button" onClick={toggleMode} data-background={theme.colors.background}>
      {mode}
    </button>
  );
}

describe('AcorduriThemeProvider', () => {
  it('starts light by default and remembers a switch to dark', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <AcorduriThemeProvider>
        <ModeProbe />
      </AcorduriThemeProvider>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('light');
    await user.click(button);
    expect(button).toHaveTextContent('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    unmount();

    render(
      <AcorduriThemeProvider>
        <ModeProbe />
      </AcorduriThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });

  it('gives the dark palette when forced to dark', () => {
    render(
      <AcorduriThemeProvider mode="dark">
        <ModeProbe />
      </AcorduriThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveAttribute('data-background', '#121417');
  });

  it('ignores a corrupt stored value', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    render(
      <AcorduriThemeProvider>
        <ModeProbe />
      </AcorduriThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('light');
  });

  it('adds global styles that leave data-print="hide" elements off paper', () => {
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(<AcorduriThemeProvider mode="light" />));
      expect(sheet.getStyleTags()).toMatch(
        /@media print\{[^@]*\[data-print='hide'\]\{display:none ?!important;\}/,
      );
    } finally {
      sheet.seal();
    }
  });

  it('explains its misuse outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ModeProbe />)).toThrow(/AcorduriThemeProvider/);
  });

  it('lets text break inside a word too long for its line, on every page', () => {
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(<AcorduriThemeProvider mode="light" />));
      expect(sheet.getStyleTags()).toMatch(/body\{[^}]*overflow-wrap:anywhere;/);
    } finally {
      sheet.seal();
    }
  });
});
