import { ListScreen } from '@acorduri/list-toolkit';
import { COMMENTS_LIST } from './commentsList';

/** /comment-manager */
export default function CommentsScreen() {
  return <ListScreen definition={COMMENTS_LIST} />;
}
