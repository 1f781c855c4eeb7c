import { Fragment } from 'react';
import styled from 'styled-components';
import { type LinkComponent, useLinkComponent } from '../../links/LinkComponent';
import { MESSAGES } from '../../messages';
import { focusRing } from '../../styles/mixins';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (always the last item). */
  to?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  linkComponent?: LinkComponent;
  label?: string;
}

const Nav = styled.nav`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Crumb = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

const Current = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Separator = styled.li`
  user-select: none;
`;

/** "Acasă > Contul meu > Comentariile mele": the trail to the current page, which is marked aria-current. */
export function Breadcrumbs({ items, linkComponent, label = MESSAGES.breadcrumbs }: BreadcrumbsProps) {
  const Link = useLinkComponent(linkComponent);
  return (
    <Nav aria-label={label} data-print="hide">
      <List>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <Fragment key={`${item.to ?? ''}|${item.label}`}>
              {index > 0 ? (
                <Separator aria-hidden="true" role="presentation">
                  ›
                </Separator>
              ) : null}
              <li>
                {isLast || item.to === undefined ? (
                  <Current aria-current={isLast ? 'page' : undefined}>{item.label}</Current>
                ) : (
                  <Crumb as={Link} to={item.to}>
                    {item.label}
                  </Crumb>
                )}
              </li>
            </Fragment>
          );
        })}
      </List>
    </Nav>
  );
}
