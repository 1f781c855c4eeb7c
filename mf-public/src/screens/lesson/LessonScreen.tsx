import { PATHS } from '@acorduri/contracts';
import { Breadcrumbs, Spinner } from '@acorduri/ui-kit';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { useLesson } from '../../data/lessons';
import { useNotFoundRedirect } from '../../data/useNotFoundRedirect';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';
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

/** /lectii/{slug}: the lesson's sanitised HTML; title and description meta from the lesson; 404 → /404. */
export default function LessonScreen() {
  const slug = useParams().slug ?? '';
  const { data: lesson, error, isLoading } = useLesson(slug);
  useNotFoundRedirect(error, PATHS.notFound404);
  usePageMeta(lesson?.title, lesson?.description);
  const html = useMemo(() => (lesson ? sanitizeLessonHtml(lesson.body) : ''), [lesson]);
  return (
    <article aria-labelledby="lesson-title">
      <Breadcrumbs
        items={[
          { label: MESSAGES.home, to: PATHS.home },
          { label: MESSAGES.lessonsTitle, to: PATHS.lessons },
          { label: lesson?.title ?? '' },
        ]}
      />
      <h1 id="lesson-title">{lesson?.title}</h1>
      {isLoading && <Spinner label={MESSAGES.loading} />}
      {lesson && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the body went through DOMPurify just above.
        <Body dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </article>
  );
}
