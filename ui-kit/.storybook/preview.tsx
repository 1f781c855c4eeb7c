import type { Decorator, Preview } from '@storybook/react';
import { AcorduriThemeProvider } from '../src/theme/AcorduriThemeProvider';
import type { ThemeMode } from '../src/theme/themes';

/** Every story renders inside the kit's theme; the toolbar (or a story's `globals.theme`) picks light or dark. */
const withTheme: Decorator = (Story, context) => {
  const mode: ThemeMode = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <AcorduriThemeProvider mode={mode}>
      <Story />
    </AcorduriThemeProvider>
  );
};

/** Widths around the spec's 1280 px breakpoint; stories pick one with `globals: { viewport: { value } }`. */
const VIEWPORTS = {
  phone: { name: 'Telefon (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tabletă (1024 px)', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1440 px)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Luminoasă' },
          { value: 'dark', title: 'Întunecată' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: VIEWPORTS },
  },
};

export default preview;
