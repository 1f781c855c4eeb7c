import type { TabListItem } from '@acorduri/contracts';
import { formatDate } from '@acorduri/ui-kit';
import { Link } from 'react-router';
import { MESSAGES } from '../messages';
import type { Column } from './ColumnTable';
import { ListRating } from './ListRating';
import { TabChips } from './TabChips';
import { tabLabel, tabPath } from './tabLinks';

// The columns of the tab lists (home, artist, category, profile); a screen picks and orders them.

/** 'Artist - Titlu' linking to the tab, with its chips. */
export const tabTitleColumn: Column<TabListItem> = {
  header: MESSAGES.columnTitle,
  cell: (tab) => (
    <>
      <Link to={tabPath(tab)}>{tabLabel(tab)}</Link>
      <TabChips tab={tab} />
    </>
  ),
};

/** The title alone, where the artist is the page's subject. */
export const tabTitleWithoutArtistColumn: Column<TabListItem> = {
  header: MESSAGES.columnTitle,
  cell: (tab) => (
    <>
      <Link to={tabPath(tab)}>{tab.title}</Link>
      <TabChips tab={tab} />
    </>
  ),
};

export const tabAuthorColumn: Column<TabListItem> = {
  header: MESSAGES.columnAuthor,
  cell: (tab) => tab.author?.name,
};

export const tabRatingColumn: Column<TabListItem> = {
  header: MESSAGES.columnRating,
  cell: (tab) => <ListRating rating={tab.rating} ratingCount={tab.ratingCount} />,
};

export const tabFavouritesColumn: Column<TabListItem> = {
  header: MESSAGES.columnFavourites,
  cell: (tab) => tab.favouriteCount,
};

export const tabDateColumn: Column<TabListItem> = {
  header: MESSAGES.columnDate,
  cell: (tab) => formatDate(tab.createdAt),
};
