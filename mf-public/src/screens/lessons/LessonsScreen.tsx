import { buildPath, lessonLevelName, PATHS } from '@acorduri/contracts';
import { Alert, Breadcrumbs, Card, Spinner } from '@acorduri/ui-kit';
import styled from 'styled-components';
import { useLessons } from '../../data/lessons';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
`;

/** /lectii: lesson cards (image, title, level — 'Necunoscut' when unknown — and description). */
export default function LessonsScreen() {
  usePageMeta(MESSAGES.lessonsTitle);
  const { data, error, isLoading } = useLessons();
  return (
    <section aria-labelledby="lessons-title">
      <Breadcrumbs items={[{ label: MESSAGES.home, to: PATHS.home }, { label: MESSAGES.lessonsTitle }]} />
      <h1 id="lessons-title">{MESSAGES.lessonsTitle}</h1>
      {isLoading && <Spinner label={MESSAGES.loading} />}
      {error ? <Alert severity="warning">{MESSAGES.lessonsLoadError}</Alert> : null}
      <Grid>
        {data?.lessons.map((lesson) => (
          <Card
            key={lesson.id}
            title={lesson.title}
            subtitle={`${MESSAGES.lessonLevel}: ${lessonLevelName(lesson.level)}`}
            media={lesson.imageUrl ? <img src={lesson.imageUrl} alt="" loading="lazy" /> : undefined}
            to={buildPath(PATHS.lesson, { slug: lesson.slug })}
            headingLevel={2}
          >
            <p>{lesson.description}</p>
          </Card>
        ))}
      </Grid>
    </section>
  );
}
