import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';

export interface TabsViewItem {
  readonly key: string;
  readonly label: string;
  readonly panel: ReactNode;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TabButton = styled.button<{ $selected: boolean }>`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 0;
  border-bottom: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};
  cursor: pointer;
`;

/** ARIA tabs (arrow keys move between them); the artist page's product and 'Cereri' tabs. */
export function TabsView({
  items,
  label,
}: {
  readonly items: readonly TabsViewItem[];
  readonly label: string;
}) {
  const [selected, setSelected] = useState(0);
  const id = useId();
  const current = Math.min(selected, items.length - 1);
  if (items.length === 0) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (current + (event.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length;
    setSelected(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }

  return (
    <>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <TabButton
            key={item.key}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === current}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === current ? 0 : -1}
            $selected={index === current}
            onClick={() => setSelected(index)}
          >
            {item.label}
          </TabButton>
        ))}
      </List>
      {items.map((item, index) => (
        <div
          key={item.key}
          id={`${id}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== current}
        >
          {index === current && item.panel}
        </div>
      ))}
    </>
  );
}
