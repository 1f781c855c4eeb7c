import { LessonBody } from '@acorduri/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { LESSON_ADMIN_MESSAGES as M } from '../../messages';

const Frame = styled.section`
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  max-height: 24rem;
  overflow: auto;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The lesson text as its public page renders it (the same ui-kit LessonBody and sanitiser). The region scrolls
 * and can be reached with the keyboard.
 */
export function LessonPreview({ html }: { readonly html: string }) {
  const headingId = useId();
  return (
    // Focusable: a scrolling region must be reachable by keyboard.
    <Frame aria-labelledby={headingId} tabIndex={0}>
      <Heading id={headingId}>{M.preview}</Heading>
      <Hint>{M.previewHint}</Hint>
      <LessonBody html={html} />
    </Frame>
  );
}
