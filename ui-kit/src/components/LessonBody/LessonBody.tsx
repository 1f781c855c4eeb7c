import { type HTMLAttributes, useMemo } from 'react';
import styled from 'styled-components';
import { sanitizeLessonHtml } from './sanitizeLessonHtml';

const Body = styled.div`
  line-height: 1.6;
  img {
    max-width: 100%;
    height: auto;
  }
  pre {
    font-family: ${({ theme }) => theme.fonts.mono};
    overflow-x: auto;
  }
`;

export interface LessonBodyProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The lesson's HTML as stored; it is sanitised here, whatever its source. */
  html: string;
}

/**
 * A lesson's text as the public lesson page shows it; the admin lesson dialog previews with the same component,
 * so the preview is exactly what visitors will see.
 */
export function LessonBody({ html, ...rest }: LessonBodyProps) {
  const safe = useMemo(() => sanitizeLessonHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the body went through DOMPurify just above.
  return <Body {...rest} dangerouslySetInnerHTML={{ __html: safe }} />;
}
