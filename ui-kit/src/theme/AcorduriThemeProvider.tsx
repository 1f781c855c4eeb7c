import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyles } from './GlobalStyles';
import { ThemeModeContext, type ThemeModeState } from './ThemeModeContext';
import { readStoredThemeMode, storeThemeMode, systemPrefersDark } from './themeStorage';
import { type ThemeMode, themes } from './themes';

export interface AcorduriThemeProviderProps {
  children?: ReactNode;
  /** Forces a mode (stories, tests); otherwise the remembered choice, else the system preference. */
  mode?: ThemeMode;
  /** Leave out the global document styles (when a host already renders them). */
  withGlobalStyles?: boolean;
}

function initialMode(): ThemeMode {
  return readStoredThemeMode() ?? (systemPrefersDark() ? 'dark' : 'light');
}

/** Theme, light/dark switch (remembered in localStorage) and global styles for the whole app. */
export function AcorduriThemeProvider({
  children,
  mode: forcedMode,
  withGlobalStyles = true,
}: AcorduriThemeProviderProps) {
  const [chosenMode, setChosenMode] = useState<ThemeMode>(initialMode);
  const mode = forcedMode ?? chosenMode;

  const setMode = useCallback((next: ThemeMode) => {
    setChosenMode(next);
    storeThemeMode(next);
  }, []);

  const state = useMemo<ThemeModeState>(
    () => ({ mode, setMode, toggleMode: () => setMode(mode === 'dark' ? 'light' : 'dark') }),
    [mode, setMode],
  );

  return (
    <ThemeModeContext.Provider value={state}>
      <ThemeProvider theme={themes[mode]}>
        {withGlobalStyles ? <GlobalStyles /> : null}
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
