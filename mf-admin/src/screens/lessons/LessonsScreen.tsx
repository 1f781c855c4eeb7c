import { ListScreen } from '@acorduri/list-toolkit';
import { LESSONS_LIST } from './lessonsList';

/** /lesson-manager */
export default function LessonsScreen() {
  return <ListScreen definition={LESSONS_LIST} />;
}
