import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';

/**
 * What the kit renders for a link. It takes `to` (not `href`), so react-router's `Link` fits as is:
 * `<LinkProvider component={Link}>` once at the root, or `linkComponent={Link}` on a single component.
 */
export interface KitLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children?: ReactNode;
}

export type LinkComponent = ComponentType<KitLinkProps>;

/** Plain anchor, used until an app provides its router's link. */
export function AnchorLink({ to, children, ...rest }: KitLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

const LinkContext = createContext<LinkComponent>(AnchorLink);

export function LinkProvider({ component, children }: { component: LinkComponent; children?: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link to render: the explicit override, else the provided one, else a plain anchor. */
export function useLinkComponent(override?: LinkComponent): LinkComponent {
  const provided = useContext(LinkContext);
  return override ?? provided;
}
