import type { KitLinkProps } from '@acorduri/ui-kit';
import { Link } from 'react-router';

/** ui-kit's links (menu entries, banner, chips) navigate inside the single-page app through react-router. */
export function RouterLink({ to, children, ...rest }: KitLinkProps) {
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
