import { ListScreen } from '@acorduri/list-toolkit';
import { FILES_LIST } from './filesList';

/** /file-manager */
export default function FileManagerScreen() {
  return <ListScreen definition={FILES_LIST} />;
}
