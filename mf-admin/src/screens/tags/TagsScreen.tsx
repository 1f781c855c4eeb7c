import { ListScreen } from '@acorduri/list-toolkit';
import { TAGS_LIST } from './tagsList';

/** /tag-manager */
export default function TagsScreen() {
  return <ListScreen definition={TAGS_LIST} />;
}
