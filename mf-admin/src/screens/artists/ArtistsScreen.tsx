import { ListScreen } from '@acorduri/list-toolkit';
import { ARTISTS_LIST } from './artistsList';

/** /artists */
export default function ArtistsScreen() {
  return <ListScreen definition={ARTISTS_LIST} />;
}
