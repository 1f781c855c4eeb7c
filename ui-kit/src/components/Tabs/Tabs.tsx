import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../styles/mixins';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Content shown when the tab is active. */
  panel?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Controlled active tab id; leave out to let Tabs keep it. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Names the tab list for assistive technology. */
  label: string;
}

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: none;
  min-height: ${({ theme }) => theme.controlHeight.md};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: none;
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.spacing.md} 0;
  ${focusRing}
`;

/** Tabs (WAI-ARIA, automatic activation): ←/→ move and select, Home/End jump, only the active tab is a Tab stop. */
export function Tabs({ items, value, defaultValue, onChange, label }: TabsProps) {
  const [internal, setInternal] = useState(defaultValue ?? items.find((item) => !item.disabled)?.id);
  const activeId = value ?? internal;
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const enabled = items.filter((item) => !item.disabled);

  const select = (id: string) => {
    setInternal(id);
    onChange?.(id);
    tabRefs.current[id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const position = enabled.findIndex((item) => item.id === activeId);
    const targets: Record<string, number> = {
      ArrowRight: (position + 1) % enabled.length,
      ArrowLeft: (position - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = targets[event.key];
    const next = target === undefined ? undefined : enabled[target];
    if (!next) return;
    event.preventDefault();
    select(next.id);
  };

  const active = items.find((item) => item.id === activeId);

  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === activeId;
          return (
            <Tab
              key={item.id}
              ref={(element) => {
                tabRefs.current[item.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
              $active={selected}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {active ? (
        <Panel
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          tabIndex={0}
        >
          {active.panel}
        </Panel>
      ) : null}
    </div>
  );
}
