import { buildPath, PATHS, pushAlert } from '@acorduri/contracts';
import { Card, Chip, ChipList } from '@acorduri/ui-kit';
import { useEffect } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { SearchBox } from '../../components/search/SearchBox';
import { useDrawnInParts } from '../../components/useDrawnInParts';
import { useCacheFile } from '../../data/cacheFiles';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';
import { GuitarDrawing } from './GuitarDrawing';
import { type LatestLists, LatestWidget } from './LatestWidget';

// On a phone the page leads with the search box and the lists: the drawing would take the first screen, so it goes.
const Hero = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  > svg {
    flex: none;
  }
  @media ${({ theme }) => theme.media.down('mobile')} {
    > svg {
      display: none;
    }
    h1 {
      margin-top: 0;
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }
`;

const HeroText = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

function useLatestLists(): LatestLists | undefined {
  const top = useCacheFile('top-favourites.json');
  const latest = useCacheFile('latest-tabs.json');
  const comments = useCacheFile('latest-comments.json');
  const failed = Boolean(top.error || latest.error || comments.error);
  useEffect(() => {
    if (failed) pushAlert(MESSAGES.filesLoadError);
  }, [failed]);
  if (!top.data || !latest.data || !comments.data) return undefined;
  return { top: top.data.tabs, latest: latest.data.tabs, comments: comments.data.comments };
}

/**
 * Two parts: the search box and the lists, then, a frame later, the categories and the introduction (below a
 * phone's first screen), so replacing the server's first paint does not lay out the whole page in one task (#28).
 */
const PARTS = 2;

export default function HomeScreen() {
  usePageMeta(MESSAGES.homeTitle, MESSAGES.homeDescription);
  const lists = useLatestLists();
  const tags = useCacheFile('tag-data.json');
  const restDrawn = useDrawnInParts(PARTS, 1, true) === PARTS;
  return (
    <section aria-labelledby="home-title">
      <Hero>
        <GuitarDrawing />
        <HeroText>
          <h1 id="home-title">{MESSAGES.homeTitle}</h1>
          <SearchBox />
        </HeroText>
      </Hero>
      <LatestWidget lists={lists} />
      {restDrawn && tags.data && (
        <section aria-labelledby="home-categories">
          <h2 id="home-categories">{MESSAGES.homeCategories}</h2>
          <ChipList label={MESSAGES.homeCategories}>
            {tags.data.tags
              .filter((tag) => tag.isPublic)
              .map((tag) => (
                <Chip key={tag.id} label={tag.name} to={buildPath(PATHS.category, { slug: tag.slug })} />
              ))}
          </ChipList>
        </section>
      )}
      {restDrawn && (
        <Card title={MESSAGES.homeIntroTitle} headingLevel={2}>
          <p>{MESSAGES.homeIntro}</p>
          <p>
            <Link to={PATHS.register}>{MESSAGES.homeRegister}</Link> ·{' '}
            <Link to={PATHS.lessons}>{MESSAGES.homeLessons}</Link>
          </p>
        </Card>
      )}
    </section>
  );
}
