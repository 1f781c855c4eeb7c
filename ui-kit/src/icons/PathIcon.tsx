import type { SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px (or any CSS length); defaults to 1.25em so icons follow the text size. */
  size?: number | string;
  /** Give a title only when the icon alone carries meaning; otherwise it is hidden from assistive technology. */
  title?: string;
}

/**
 * An inline SVG icon drawn from one path of `iconPaths` (`<PathIcon path={closeIconPath} />`); decorative
 * (aria-hidden) unless given a title, which becomes its name. The kit's own components use it, so a page carries
 * only the paths it draws.
 */
export function PathIcon({ path, size = '1.25em', title, ...rest }: IconProps & { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      focusable="false"
      aria-hidden={title ? undefined : true}
      role="img"
      aria-label={title}
      {...rest}
    >
      <path d={path} />
    </svg>
  );
}
