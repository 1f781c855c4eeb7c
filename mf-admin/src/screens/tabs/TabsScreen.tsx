import { ListScreen } from '@acorduri/list-toolkit';
import { Link } from 'react-router';
import { TAB_MESSAGES } from '../../messages';
import { REVIEW_FILTER, TABS_LIST } from './list/tabsList';

/** The review queue as a link an admin can bookmark: the list filtered on pending drafts. */
export const REVIEW_QUEUE_SEARCH = `?${REVIEW_FILTER}=1`;

/** Acorduri (admin.md §2 Tabs): every tab, its drafts to review, update, files and removal. */
export default function TabsScreen() {
  return (
    <>
      <p>
        <Link to={{ search: REVIEW_QUEUE_SEARCH }}>{TAB_MESSAGES.reviewQueue}</Link>
      </p>
      <ListScreen definition={TABS_LIST} />
    </>
  );
}
