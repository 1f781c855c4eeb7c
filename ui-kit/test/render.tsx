import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { AcorduriThemeProvider } from '../src/theme/AcorduriThemeProvider';
import type { ThemeMode } from '../src/theme/themes';

/** Renders under the kit's theme and returns a userEvent session, as every component test needs both. */
export function renderWithTheme(
  ui: ReactElement,
  options: RenderOptions & { mode?: ThemeMode } = {},
): RenderResult & { user: UserEvent } {
  const { mode = 'light', ...rest } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AcorduriThemeProvider mode={mode}>{children}</AcorduriThemeProvider>
  );
  return { user: userEvent.setup(), ...render(ui, { wrapper, ...rest }) };
}
