import { darkModeIconPath, lightModeIconPath } from '../../icons/iconPaths';
import { PathIcon } from '../../icons/PathIcon';
import { MESSAGES } from '../../messages';
import { useThemeMode } from '../../theme/ThemeModeContext';
import { IconButton } from '../IconButton/IconButton';

export interface ThemeToggleProps {
  toDarkLabel?: string;
  toLightLabel?: string;
}

/** Switches light/dark (remembered by AcorduriThemeProvider); named after what it will do. */
export function ThemeToggle({
  toDarkLabel = MESSAGES.themeToDark,
  toLightLabel = MESSAGES.themeToLight,
}: ThemeToggleProps) {
  const { mode, toggleMode } = useThemeMode();
  const dark = mode === 'dark';
  return (
    <IconButton label={dark ? toLightLabel : toDarkLabel} tone="inherit" onClick={toggleMode}>
      <PathIcon path={dark ? lightModeIconPath : darkModeIconPath} />
    </IconButton>
  );
}
