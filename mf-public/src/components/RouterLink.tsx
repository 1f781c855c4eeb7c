import type { KitLinkProps } from '@acorduri/ui-kit';
import { Link } from 'react-router';

/** ui-kit's links (chips, cards, breadcrumbs) navigate inside the single-page app through react-router. */
export function RouterLink({ to, children, ...rest }: KitLinkProps) {
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
