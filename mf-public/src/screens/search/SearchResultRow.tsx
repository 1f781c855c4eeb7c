import { type TabListItem, tabPageTitle } from '@acorduri/contracts';
import { Highlight } from '@acorduri/ui-kit';
import { memo } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { AddToSongbook } from '../../components/AddToSongbook';
import { ListRating } from '../../components/ListRating';
import { TabChips } from '../../components/TabChips';
import { artistPath, tabPath } from '../../components/tabLinks';
import { MESSAGES } from '../../messages';

const Row = styled.li`
  padding: ${({ theme }) => theme.spacing.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: 1.1rem;
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.xs} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Preview = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  white-space: pre-line;
  font-size: 0.875rem;
`;

/**
 * One search result: artist and tab links, chips, rating, favourites and the preview, matches highlighted.
 * Memoised: the rows drawn in an earlier part are not rendered again with the next.
 */
export const SearchResultRow = memo(function SearchResultRow({
  tab,
  query,
  signedIn,
}: {
  readonly tab: TabListItem;
  readonly query: string;
  /** Offers 'Adaugă în cântece' (songbooks belong to signed-in users). */
  readonly signedIn: boolean;
}) {
  return (
    <Row>
      <h2>
        <Link to={artistPath(tab.artist.slug)}>
          <Highlight text={tab.artist.name} query={query} words />
        </Link>
        {' - '}
        <Link to={tabPath(tab)}>
          <Highlight text={tab.title} query={query} words />
        </Link>
        <TabChips tab={tab} />
      </h2>
      <Meta>
        <ListRating rating={tab.rating} ratingCount={tab.ratingCount} />
        <span>{MESSAGES.favouritesCount(tab.favouriteCount)}</span>
        {signedIn && (
          <AddToSongbook tabId={tab.id} title={tabPageTitle(tab.title, tab.artist.name)} compact />
        )}
      </Meta>
      <Preview>
        <Highlight text={tab.preview} query={query} words />
      </Preview>
    </Row>
  );
});
