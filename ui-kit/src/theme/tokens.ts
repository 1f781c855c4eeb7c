/** Design tokens shared by the light and dark themes: everything except colour. */

/** 4 px grid: `space(4)` = 16 px. */
export const spaceUnit = 4;

export const spacing = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
} as const;

/** Screen widths in px. `drawer` is the spec's 1280 px: drawer open by default at or above it. */
export const breakpoints = {
  mobile: 600,
  tablet: 960,
  drawer: 1280,
  wide: 1600,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for styled-components and useMediaQuery (`up` = at least, `down` = below). */
export const media = {
  up: (bp: Breakpoint) => `(min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `(max-width: ${breakpoints[bp] - 0.02}px)`,
} as const;

/**
 * Stacking order; overlays always above the app bar. The cookie banner stays below the drawer sheet, menus and
 * modal dialogs, which would otherwise have their entries and buttons covered until cookies are accepted.
 */
export const zIndex = {
  base: 0,
  raised: 10,
  appBar: 1100,
  banner: 1150,
  drawer: 1200,
  menu: 1300,
  dialog: 1400,
  tooltip: 1600,
} as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  /** Tab (chord sheet) text: columns must line up, so a monospace face with Romanian glyphs. */
  mono: "'JetBrains Mono', 'Fira Code', 'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
  tab: '0.9375rem',
} as const;

export const fontWeights = { regular: 400, medium: 500, bold: 700 } as const;

export const lineHeights = { tight: 1.25, body: 1.6, tab: 1.45 } as const;

export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px', round: '50%' } as const;

export const transitions = { fast: '120ms ease-out', normal: '200ms ease-out' } as const;

/** Minimum touch target (WCAG 2.5.8 asks 24 px; 40 px reads better on phones). */
export const controlHeight = { sm: '32px', md: '40px', lg: '48px' } as const;
