import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

export interface Fact {
  readonly label: string;
  readonly value: ReactNode;
}

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Label/value pairs of one record, as a description list (read in pairs by screen readers). */
export function FactList({ facts }: { readonly facts: readonly Fact[] }) {
  return (
    <List>
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
