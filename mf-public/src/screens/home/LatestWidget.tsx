import type { CommentView, TabListItem } from '@acorduri/contracts';
import { ButtonToggleGroup, formatDate, Spinner, StarRating } from '@acorduri/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { TabChips } from '../../components/TabChips';
import { Table } from '../../components/Table';
import { tabLabel, tabPath } from '../../components/tabLinks';
import { MESSAGES } from '../../messages';

export interface LatestLists {
  readonly top: readonly TabListItem[];
  readonly latest: readonly TabListItem[];
  readonly comments: readonly CommentView[];
}

const VIEWS = [
  { value: 0, label: MESSAGES.homeTop },
  { value: 1, label: MESSAGES.homeNew },
  { value: 2, label: MESSAGES.homeComments },
];

function TabTitle({ tab }: { readonly tab: TabListItem }) {
  return (
    <>
      <Link to={tabPath(tab)}>{tabLabel(tab)}</Link>
      <TabChips tab={tab} />
    </>
  );
}

function TopTable({ tabs }: { readonly tabs: readonly TabListItem[] }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{MESSAGES.columnTitle}</th>
          <th scope="col">{MESSAGES.columnRating}</th>
          <th scope="col">{MESSAGES.columnFavourites}</th>
        </tr>
      </thead>
      <tbody>
        {tabs.map((tab) => (
          <tr key={tab.id}>
            <td>
              <TabTitle tab={tab} />
            </td>
            <td>
              <StarRating value={tab.rating} count={tab.ratingCount} size="sm" />
            </td>
            <td>{tab.favouriteCount}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function LatestTable({ tabs }: { readonly tabs: readonly TabListItem[] }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{MESSAGES.columnTitle}</th>
          <th scope="col">{MESSAGES.columnAuthor}</th>
          <th scope="col">{MESSAGES.columnDate}</th>
        </tr>
      </thead>
      <tbody>
        {tabs.map((tab) => (
          <tr key={tab.id}>
            <td>
              <TabTitle tab={tab} />
            </td>
            <td>{tab.author?.name}</td>
            <td>{formatDate(tab.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function CommentsTable({ comments }: { readonly comments: readonly CommentView[] }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{MESSAGES.columnTitle}</th>
          <th scope="col">{MESSAGES.columnComment}</th>
          <th scope="col">{MESSAGES.columnDate}</th>
        </tr>
      </thead>
      <tbody>
        {comments.map((comment) => (
          <tr key={comment.id}>
            <td>
              <Link to={tabPath(comment.tab)}>{tabLabel(comment.tab)}</Link>
            </td>
            <td>
              {comment.body}
              {comment.author && ` — ${comment.author.name}`}
            </td>
            <td>{formatDate(comment.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Spec §2 home: 'Top' (0), 'Noi' (1), 'Comentarii' (2); starts at 0 once the three lists loaded; no paging. */
export function LatestWidget({ lists }: { readonly lists: LatestLists | undefined }) {
  const [view, setView] = useState(0);
  return (
    <section aria-labelledby="latest-title">
      <h2 id="latest-title">{MESSAGES.homeLatest}</h2>
      {lists ? (
        <>
          <ButtonToggleGroup<number>
            label={MESSAGES.homeLatest}
            options={VIEWS}
            value={view}
            onChange={setView}
          />
          {view === 0 && <TopTable tabs={lists.top} />}
          {view === 1 && <LatestTable tabs={lists.latest} />}
          {view === 2 && <CommentsTable comments={lists.comments} />}
        </>
      ) : (
        <Spinner label={MESSAGES.loading} />
      )}
    </section>
  );
}
