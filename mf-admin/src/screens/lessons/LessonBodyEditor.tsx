import type { CustomFieldProps } from '@acorduri/list-toolkit';
import { TextArea } from '@acorduri/ui-kit';
import { useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import { LESSON_ADMIN_MESSAGES as M } from '../../messages';
import { LessonPreview } from './LessonPreview';
import { markdownToLessonHtml } from './lessonMarkdown';

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

/**
 * The lesson's Text: Markdown in a labelled box with its syntax under it, and beside it the live preview of the
 * HTML it becomes, rendered like the public page. The preview follows a deferred copy of the text, so typing
 * never waits for it.
 */
export function LessonBodyEditor({ label, value, error, onChange, onBlur }: CustomFieldProps) {
  const text = typeof value === 'string' ? value : '';
  const deferred = useDeferredValue(text);
  const html = useMemo(() => markdownToLessonHtml(deferred), [deferred]);
  return (
    <Layout>
      <TextArea
        label={label}
        rows={TEXT_ROWS}
        monospace
        value={text}
        error={error}
        helperText={<MarkdownHint />}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <LessonPreview html={html} />
    </Layout>
  );
}
