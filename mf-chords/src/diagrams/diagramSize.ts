import { css } from 'styled-components';

/** The spec's diagram scale: 1.7 on screen, 1.9 when printing (relative to the SVG's own units in px). */
export const SCREEN_SCALE = 1.7;
export const PRINT_SCALE = 1.9;

export const scaledSize = (width: number, height: number) => css`
  width: ${width * SCREEN_SCALE}px;
  height: ${height * SCREEN_SCALE}px;

  @media print {
    width: ${width * PRINT_SCALE}px;
    height: ${height * PRINT_SCALE}px;
  }
`;
