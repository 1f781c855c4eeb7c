import { Button } from '@acorduri/ui-kit';
import { type KeyboardEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { LESSON_ADMIN_MESSAGES as M } from '../../messages';
import type { MarkdownAction } from './markdownFormatting';

const ACTIONS: readonly MarkdownAction[] = [
  'heading',
  'bold',
  'italic',
  'bulletList',
  'numberedList',
  'link',
  'chords',
];

/** The shortcuts the box itself answers (see LessonBodyEditor). */
const SHORTCUTS: Partial<Record<MarkdownAction, string>> = { bold: 'Control+B', italic: 'Control+I' };

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** The next button for an arrow key, Home or End (the ARIA toolbar pattern: one Tab stop, arrows inside). */
function nextIndex(key: string, index: number): number | undefined {
  const last = ACTIONS.length - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

export interface FormattingToolbarProps {
  /** The id of the text box the buttons write into. */
  readonly controls: string;
  readonly onFormat: (action: MarkdownAction) => void;
}

/** The Markdown buttons above the lesson Text: one Tab stop, arrow keys between buttons. */
export function FormattingToolbar({ controls, onFormat }: FormattingToolbarProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextIndex(event.key, active);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };
  return (
    <Bar role="toolbar" aria-label={M.formattingToolbar} aria-controls={controls} onKeyDown={onKeyDown}>
      {ACTIONS.map((action, index) => (
        <Button
          key={action}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          variant="secondary"
          size="sm"
          tabIndex={index === active ? 0 : -1}
          aria-keyshortcuts={SHORTCUTS[action]}
          onClick={() => {
            setActive(index);
            onFormat(action);
          }}
        >
          {M.formatting[action]}
        </Button>
      ))}
    </Bar>
  );
}
