import { ListScreen } from '@acorduri/list-toolkit';
import { Link } from 'react-router';
import { TAB_MESSAGES } from '../../messages';
import { REVIEW_FILTER, REVIEW_ORDER, TABS_LIST } from './list/tabsList';
import { useReviewQueueCount } from './tabCalls';

/** The review queue as a link an admin can bookmark: the tabs waiting for a decision, the oldest first. */
export const REVIEW_QUEUE_SEARCH = `?${REVIEW_FILTER}=1&sort=${REVIEW_ORDER.orderby}&order=${REVIEW_ORDER.sort}`;

/** 'De revizuit (N)': how many submissions and edits wait, read again with every list refresh. */
function ReviewQueueLink() {
  const count = useReviewQueueCount();
  return (
    <Link to={{ search: REVIEW_QUEUE_SEARCH }}>
      {count === undefined ? TAB_MESSAGES.reviewQueue : TAB_MESSAGES.reviewQueueCount(count)}
    </Link>
  );
}

/** Acorduri (admin.md §2 Tabs): every tab, its drafts to review, update, files and removal. */
export default function TabsScreen() {
  return (
    <>
      <p>
        <ReviewQueueLink />
      </p>
      <ListScreen definition={TABS_LIST} />
    </>
  );
}
