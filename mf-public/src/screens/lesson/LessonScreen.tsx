import { PATHS } from '@acorduri/contracts';
import { Breadcrumbs, LessonBody, Spinner } from '@acorduri/ui-kit';
import { useParams } from 'react-router';
import { useLesson } from '../../data/lessons';
import { useNotFoundRedirect } from '../../data/useNotFoundRedirect';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';

/**
 * /lectii/{slug}: the lesson's sanitised HTML (ui-kit LessonBody, which the admin lesson preview also uses); title
 * and description meta from the lesson; 404 → /404.
 */
export default function LessonScreen() {
  const slug = useParams().slug ?? '';
  const { data: lesson, error, isLoading } = useLesson(slug);
  useNotFoundRedirect(error, PATHS.notFound404);
  usePageMeta(lesson?.title, lesson?.description);
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
      {lesson && <LessonBody html={lesson.body} />}
    </article>
  );
}
