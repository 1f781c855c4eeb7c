import { createContext, useContext } from 'react';
import type { ThemeMode } from './themes';

export interface ThemeModeState {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggleMode: () => void;
}

export const ThemeModeContext = createContext<ThemeModeState | null>(null);

/** The current light/dark mode and its setters; must be used under AcorduriThemeProvider. */
export function useThemeMode(): ThemeModeState {
  const state = useContext(ThemeModeContext);
  if (!state) throw new Error('useThemeMode must be used inside <AcorduriThemeProvider>');
  return state;
}
