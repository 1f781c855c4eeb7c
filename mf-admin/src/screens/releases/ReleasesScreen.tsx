import { ListScreen } from '@acorduri/list-toolkit';
import { RELEASES_LIST } from './releasesList';
import { VisitorGroupPanel } from './VisitorGroupPanel';

/** /releases: the remotes' releases with live/canary marks and failure counts, and the admin's own group. */
export default function ReleasesScreen() {
  return <ListScreen definition={RELEASES_LIST} aboveTable={() => <VisitorGroupPanel />} />;
}
