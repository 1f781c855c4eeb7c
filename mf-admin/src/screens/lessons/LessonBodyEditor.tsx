import type { CustomFieldProps } from '@acorduri/list-toolkit';
import { TextArea } from '@acorduri/ui-kit';
import { type KeyboardEvent, useDeferredValue, useId, useLayoutEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { LESSON_ADMIN_MESSAGES as M } from '../../messages';
import { FormattingToolbar } from './FormattingToolbar';
import { LessonPreview } from './LessonPreview';
import { markdownToLessonHtml } from './lessonMarkdown';
import { applyMarkdown, type MarkdownAction } from './markdownFormatting';

/** The spec's 10-row Text box. */
const TEXT_ROWS = 10;

/** Stacked on narrow screens; the text and its preview side by side where both fit. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  @media ${({ theme }) => theme.media.up('tablet')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Writing = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
`;

const Examples = styled.span`
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    white-space: nowrap;
  }
`;

function MarkdownHint() {
  return (
    <Examples>
      {M.markdownIntro}{' '}
      {M.markdownExamples.map((example, index) => (
        <span key={example}>
          {index > 0 ? ', ' : null}
          <code>{example}</code>
        </span>
      ))}
      . {M.markdownBlocks}
    </Examples>
  );
}

/** Ctrl/⌘+B and Ctrl/⌘+I in the box, as in every text editor. */
function shortcutOf(event: KeyboardEvent): MarkdownAction | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'b') return 'bold';
  if (key === 'i') return 'italic';
  return undefined;
}

/**
 * The lesson's Text: Markdown in a labelled box with formatting buttons above it and its syntax under it, and
 * beside it the live preview of the HTML it becomes, rendered like the public page. The preview follows a
 * deferred copy of the text, so typing never waits for it.
 */
export function LessonBodyEditor({ label, value, error, onChange, onBlur }: CustomFieldProps) {
  const text = typeof value === 'string' ? value : '';
  const deferred = useDeferredValue(text);
  const html = useMemo(() => markdownToLessonHtml(deferred), [deferred]);
  const boxId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  // The selection a button asked for, put back once its text is rendered.
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !box.current || box.current.value !== text) return;
    pendingSelection.current = null;
    box.current.focus();
    box.current.setSelectionRange(selection.start, selection.end);
  });

  const format = (action: MarkdownAction) => {
    const current = box.current;
    if (!current) return;
    const next = applyMarkdown(
      action,
      { text, start: current.selectionStart, end: current.selectionEnd },
      M.formattingPlaceholders,
    );
    pendingSelection.current = next;
    onChange(next.text);
  };

  return (
    <Layout>
      <Writing>
        <FormattingToolbar controls={boxId} onFormat={format} />
        <TextArea
          ref={box}
          id={boxId}
          label={label}
          rows={TEXT_ROWS}
          monospace
          value={text}
          error={error}
          helperText={<MarkdownHint />}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            const action = shortcutOf(event);
            if (!action) return;
            event.preventDefault();
            format(action);
          }}
          onBlur={onBlur}
        />
      </Writing>
      <LessonPreview html={html} />
    </Layout>
  );
}
