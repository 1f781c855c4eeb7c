import { createGlobalStyle } from 'styled-components';

/**
 * Base document styles plus print rules: anything marked data-print="hide" is left off paper. Text people typed (a
 * comment, a note, a profile field) may hold a word longer than the screen: `overflow-wrap: anywhere` breaks it
 * instead of widening its box and making the page scroll sideways ('anywhere', not 'break-word', also lets flex
 * items and table cells shrink below such a word). Comments stay out of the CSS, which every page downloads.
 */
export const GlobalStyles = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color-scheme: ${({ theme }) => theme.mode};
    overflow-wrap: anywhere;
  }

  a { color: ${({ theme }) => theme.colors.primary}; }

  pre, code, kbd, samp { font-family: ${({ theme }) => theme.fonts.mono}; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }

  @media print {
    [data-print='hide'] { display: none !important; }
    body { background: #ffffff; color: #000000; }
    a { color: #000000; text-decoration: underline; }
    pre { white-space: pre-wrap; break-inside: avoid; }
  }
`;
