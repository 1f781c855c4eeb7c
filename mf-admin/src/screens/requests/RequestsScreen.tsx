import { ListScreen } from '@acorduri/list-toolkit';
import { REQUESTS_LIST } from './requestsList';

/** Cereri (admin.md §2 Requests): visitors' song requests, edited or removed. */
export default function RequestsScreen() {
  return <ListScreen definition={REQUESTS_LIST} />;
}
