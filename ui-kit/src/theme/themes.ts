import {
  breakpoints,
  controlHeight,
  fontSizes,
  fonts,
  fontWeights,
  lineHeights,
  media,
  radii,
  spacing,
  transitions,
  zIndex,
} from './tokens';

export type ThemeMode = 'light' | 'dark';

export interface ThemeColors {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceHover: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  focusRing: string;
  highlight: string;
  onHighlight: string;
  danger: string;
  dangerSurface: string;
  warning: string;
  warningSurface: string;
  info: string;
  infoSurface: string;
  success: string;
  successSurface: string;
  star: string;
  backdrop: string;
  tabChord: string;
}

const tokens = {
  spacing,
  breakpoints,
  media,
  zIndex,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  transitions,
  controlHeight,
} as const;

export interface AcorduriTheme {
  mode: ThemeMode;
  colors: ThemeColors;
  spacing: typeof spacing;
  breakpoints: typeof breakpoints;
  media: typeof media;
  zIndex: typeof zIndex;
  fonts: typeof fonts;
  fontSizes: typeof fontSizes;
  fontWeights: typeof fontWeights;
  lineHeights: typeof lineHeights;
  radii: typeof radii;
  transitions: typeof transitions;
  controlHeight: typeof controlHeight;
  shadows: { card: string; overlay: string };
}

// Colour pairs were chosen for WCAG AA contrast (≥ 4.5:1 for text) on their surfaces.
export const lightTheme: AcorduriTheme = {
  ...tokens,
  mode: 'light',
  colors: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceHover: '#eef1f5',
    text: '#1b1f24',
    textMuted: '#57606a',
    border: '#c9d1d9',
    primary: '#8a3b12',
    primaryHover: '#6f2f0e',
    onPrimary: '#ffffff',
    secondary: '#e8ecf1',
    onSecondary: '#1b1f24',
    focusRing: '#0b5fff',
    highlight: '#ffe58a',
    onHighlight: '#1b1f24',
    danger: '#b42318',
    dangerSurface: '#fdecea',
    warning: '#8a5300',
    warningSurface: '#fff4e0',
    info: '#0b57a4',
    infoSurface: '#e7f1fb',
    success: '#1e6b34',
    successSurface: '#e6f4ea',
    star: '#b26a00',
    backdrop: 'rgba(15, 18, 22, 0.55)',
    tabChord: '#0b57a4',
  },
  shadows: {
    card: '0 1px 2px rgba(15, 18, 22, 0.08), 0 1px 3px rgba(15, 18, 22, 0.06)',
    overlay: '0 10px 30px rgba(15, 18, 22, 0.25)',
  },
};

export const darkTheme: AcorduriTheme = {
  ...tokens,
  mode: 'dark',
  colors: {
    background: '#121417',
    surface: '#1b1e23',
    surfaceRaised: '#23272e',
    surfaceHover: '#2b3038',
    text: '#e8eaed',
    textMuted: '#a8b0ba',
    border: '#3d444d',
    primary: '#f0a474',
    primaryHover: '#f5bc97',
    onPrimary: '#1b1209',
    secondary: '#2b3038',
    onSecondary: '#e8eaed',
    focusRing: '#7cb4ff',
    highlight: '#6b5400',
    onHighlight: '#fff8d6',
    danger: '#ff8a80',
    dangerSurface: '#3a1c1a',
    warning: '#ffc266',
    warningSurface: '#35280f',
    info: '#8cc4ff',
    infoSurface: '#142a40',
    success: '#7fd69a',
    successSurface: '#15301e',
    star: '#ffc44d',
    backdrop: 'rgba(0, 0, 0, 0.65)',
    tabChord: '#8cc4ff',
  },
  shadows: {
    card: '0 1px 2px rgba(0, 0, 0, 0.5)',
    overlay: '0 10px 30px rgba(0, 0, 0, 0.6)',
  },
};

export const themes: Record<ThemeMode, AcorduriTheme> = { light: lightTheme, dark: darkTheme };

// Typed `theme` in every styled component of the kit and of the apps that use it.
declare module 'styled-components' {
  export interface DefaultTheme extends AcorduriTheme {}
}
