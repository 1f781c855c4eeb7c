export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button/Button';
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel/ErrorPanel';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { MESSAGES, type MessageKey } from './messages';
export { focusRing, visuallyHidden } from './styles/mixins';
export { VisuallyHidden } from './styles/VisuallyHidden';
export { AcorduriThemeProvider, type AcorduriThemeProviderProps } from './theme/AcorduriThemeProvider';
export { GlobalStyles } from './theme/GlobalStyles';
export { type ThemeModeState, useThemeMode } from './theme/ThemeModeContext';
export { THEME_STORAGE_KEY } from './theme/themeStorage';
export {
  type AcorduriTheme,
  darkTheme,
  lightTheme,
  type ThemeColors,
  type ThemeMode,
  themes,
} from './theme/themes';
export * from './theme/tokens';
