import type { TabListItem } from '@acorduri/contracts';
import {
  Chip,
  type DataTableColumn,
  formatDate,
  formatDateTime,
  Highlight,
  Icon,
  StarRating,
} from '@acorduri/ui-kit';
import { Link } from 'react-router';
import styled from 'styled-components';
import { TAB_MESSAGES } from '../../../messages';

const Stack = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The text's first lines: three at most, so a row stays as tall as a glance needs (the editor shows it all). */
const Preview = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow: hidden;
  min-width: 16ch;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: pre-line;
`;

/** The artist as the tab shows it: the catalogue name or the free-text one. */
export const artistNameOf = (tab: TabListItem): string => tab.artist.name || tab.artist.tempName || '';

/** 'Artist – Titlu', the tab's name in icons' labels and in the delete question. */
export const tabLabelOf = (tab: TabListItem): string => `${artistNameOf(tab)} – ${tab.title}`;

/** A public tab links to its page; an unpublished one has none yet. */
const publicPath = (tab: TabListItem): string | null =>
  tab.isPublic && tab.artist.slug ? `/acorduri/${tab.artist.slug}/${tab.slug}` : null;

function Status({ tab }: { readonly tab: TabListItem }) {
  return (
    <Stack>
      {tab.isPublic ? (
        <Chip size="sm" tone="success" label={TAB_MESSAGES.statusPublic} />
      ) : (
        <Chip size="sm" icon={<Icon name="hourglass" />} label={TAB_MESSAGES.statusUnpublished} />
      )}
      {tab.pendingReview ? (
        <>
          <Chip
            size="sm"
            tone="warning"
            label={tab.isPublic ? TAB_MESSAGES.statusReviewEdit : TAB_MESSAGES.statusReviewNew}
          />
          {tab.reviewRequestedAt ? (
            <Muted>{TAB_MESSAGES.submittedAt(formatDateTime(tab.reviewRequestedAt))}</Muted>
          ) : null}
        </>
      ) : null}
      {!tab.pendingReview && tab.review?.outcome === 'rejected' ? (
        <Chip size="sm" label={TAB_MESSAGES.statusRejected} />
      ) : null}
    </Stack>
  );
}

/** The columns of admin.md §2 Tabs; a sortable column's id is the orderby it sends. */
export const TAB_COLUMNS: readonly DataTableColumn<TabListItem>[] = [
  { id: 'artist', header: TAB_MESSAGES.columnArtist, sortable: true, text: artistNameOf },
  {
    id: 'title',
    header: TAB_MESSAGES.columnTitle,
    sortable: true,
    cell: (tab, { highlight }) => {
      const path = publicPath(tab);
      const title = <Highlight text={tab.title} query={highlight} />;
      return path ? <Link to={path}>{title}</Link> : title;
    },
  },
  {
    id: 'preview',
    header: TAB_MESSAGES.columnPreview,
    hideOnMobile: true,
    cell: (tab, { highlight }) => (
      <Preview>
        <Highlight text={tab.preview} query={highlight} />
      </Preview>
    ),
  },
  {
    id: 'popularity',
    header: TAB_MESSAGES.columnPopularity,
    hideOnMobile: true,
    cell: (tab) => (
      <Stack>
        <StarRating value={tab.rating} count={tab.ratingCount} size="sm" />
        <Muted>
          {TAB_MESSAGES.favourites(tab.favouriteCount)}, {TAB_MESSAGES.comments(tab.commentCount)}
        </Muted>
      </Stack>
    ),
  },
  {
    id: 'author',
    header: TAB_MESSAGES.columnAuthor,
    hideOnMobile: true,
    cell: (tab) => (tab.author ? <Link to={`/profil/${tab.author.slug}`}>{tab.author.name}</Link> : null),
  },
  {
    id: 'created_at',
    header: TAB_MESSAGES.columnCreated,
    sortable: true,
    hideOnMobile: true,
    text: (tab) => formatDate(tab.createdAt),
  },
  {
    id: 'updated_at',
    header: TAB_MESSAGES.columnUpdated,
    sortable: true,
    hideOnMobile: true,
    text: (tab) => formatDate(tab.updatedAt),
  },
  { id: 'status', header: TAB_MESSAGES.columnStatus, cell: (tab) => <Status tab={tab} /> },
];
