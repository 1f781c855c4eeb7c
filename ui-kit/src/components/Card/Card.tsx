import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type LinkComponent, useLinkComponent } from '../../links/LinkComponent';
import { focusRing } from '../../styles/mixins';

export interface CardProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Image or other media shown on top. */
  media?: ReactNode;
  children?: ReactNode;
  /** Buttons or links at the bottom. */
  actions?: ReactNode;
  /** Makes the whole card open this link (through its title, so the link has a name). */
  to?: string;
  linkComponent?: LinkComponent;
  headingLevel?: 2 | 3 | 4;
  /** Semantic element: an article for list entries, a section otherwise. */
  as?: 'article' | 'section' | 'div';
}

const Root = styled.article<{ $clickable: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: box-shadow ${({ theme }) => theme.transitions.normal};

  &:hover {
    box-shadow: ${({ theme, $clickable }) => ($clickable ? theme.shadows.overlay : theme.shadows.card)};
  }
  &:focus-within {
    outline: ${({ theme, $clickable }) => ($clickable ? `3px solid ${theme.colors.focusRing}` : 'none')};
    outline-offset: 2px;
  }
`;

const Media = styled.div`
  & > img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.lg};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// The title link stretches over the whole card, so the card is one keyboard stop with one name.
const StretchedLink = styled.a`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
  &:focus-visible {
    outline: none;
  }
`;

const Actions = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: 0 ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.lg};
`;

/** A surface grouping a title, optional media, content and actions; with `to`, the whole card is a link. */
export function Card({
  title,
  subtitle,
  media,
  children,
  actions,
  to,
  linkComponent,
  headingLevel = 2,
  as = 'article',
}: CardProps) {
  const Link = useLinkComponent(linkComponent);
  const clickable = to !== undefined && title !== undefined;
  return (
    <Root as={as} $clickable={clickable}>
      {media ? <Media>{media}</Media> : null}
      <Content>
        {title !== undefined ? (
          <Title as={`h${headingLevel}`}>
            {clickable ? (
              <StretchedLink as={Link} to={to}>
                {title}
              </StretchedLink>
            ) : (
              title
            )}
          </Title>
        ) : null}
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        {children}
      </Content>
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}
