import { ListScreen } from '@acorduri/list-toolkit';
import { MEDIA_LIST } from './mediaList';

/** /media-manager */
export default function MediaScreen() {
  return <ListScreen definition={MEDIA_LIST} />;
}
