import { Children, isValidElement, type ReactNode } from 'react';
import styled from 'styled-components';

export interface ChipListProps {
  children: ReactNode;
  /** Names the list for assistive technology (e.g. "Categorii"). */
  label?: string;
  gap?: 'xs' | 'sm' | 'md';
}

const List = styled.ul<{ $gap: 'xs' | 'sm' | 'md' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $gap }) => theme.spacing[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Chips laid out in a wrapping list, each in its own list item. */
export function ChipList({ children, label, gap = 'sm' }: ChipListProps) {
  return (
    <List aria-label={label} $gap={gap}>
      {Children.map(children, (child, index) =>
        child === null || child === undefined || child === false ? null : (
          <li key={isValidElement(child) && child.key !== null ? child.key : index}>{child}</li>
        ),
      )}
    </List>
  );
}
