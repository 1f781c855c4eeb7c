/** Story globals that render a story at phone width (below the spec's 1280 px breakpoint). */
export const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;
/** Story globals for the dark theme. */
export const DARK = { theme: 'dark' } as const;
