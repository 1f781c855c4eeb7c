import {
  adminLessonCreateBody,
  adminLessonUpdateBody,
  buildPath,
  LESSON_LEVELS,
  LESSON_MESSAGES,
  type LessonSummary,
  lessonLevelName,
  PATHS,
  slugify,
} from '@acorduri/contracts';
import type { FormValues, ListDefinition } from '@acorduri/list-toolkit';
import { formatDate, Highlight, Icon } from '@acorduri/ui-kit';
import { Link } from 'react-router';
import { LESSON_ADMIN_MESSAGES as M } from '../../messages';
import { LessonBodyEditor } from './LessonBodyEditor';
import { readAdminLesson } from './lessonCalls';
import { lessonBodyToSend, lessonHtmlToMarkdown } from './lessonMarkdown';

/** The description column shows this many characters (like the tab preview, spec §9). */
const DESCRIPTION_PREVIEW_LENGTH = 100;

const descriptionPreview = (description: string): string =>
  description.length > DESCRIPTION_PREVIEW_LENGTH
    ? `${description.slice(0, DESCRIPTION_PREVIEW_LENGTH).trimEnd()}…`
    : description;

const LEVEL_OPTIONS = LESSON_LEVELS.map((level) => ({ value: String(level.id), label: level.name }));

/** The list rows have no text; the edit form starts from the whole lesson (`load`). */
const bodyOf = (lesson: LessonSummary | null): string | null =>
  lesson && 'body' in lesson && typeof lesson.body === 'string' ? lesson.body : null;

/** The text is written in Markdown and sent as HTML, the stored HTML itself while it is unchanged. */
const toBody = (values: FormValues, lesson: LessonSummary | null): FormValues => ({
  ...values,
  body: lessonBodyToSend(typeof values.body === 'string' ? values.body : '', bodyOf(lesson)),
});

/** A new lesson starts at level 0, not public (§4); 'Public' exists only when editing. */
function initialValues(lesson: LessonSummary | null): FormValues {
  const values: FormValues = {
    title: lesson?.title ?? '',
    slug: lesson?.slug ?? '',
    imageUrl: lesson?.imageUrl ?? '',
    level: lesson?.level ?? 0,
    description: lesson?.description ?? '',
    body: lessonHtmlToMarkdown(bodyOf(lesson) ?? ''),
  };
  return lesson ? { ...values, isPublic: lesson.isPublic } : values;
}

/** Lecții (admin.md §2): id desc, 5 per page, published/level filters, Caută în titlu/descriere/text. */
export const LESSONS_LIST: ListDefinition<LessonSummary> = {
  caption: M.caption,
  emptyMessage: M.empty,
  loadErrorMessage: LESSON_MESSAGES.loadFailed,
  api: { path: '/api/admin/lesson', rowsKey: 'lessons', create: {}, update: {}, remove: {} },
  columns: [
    {
      id: 'title',
      header: M.columnTitle,
      sortable: true,
      cell: (lesson, { highlight }) => (
        <Link to={buildPath(PATHS.lesson, { slug: lesson.slug })}>
          <Highlight text={lesson.title} query={highlight} />
        </Link>
      ),
    },
    {
      id: 'description',
      header: M.columnDescription,
      hideOnMobile: true,
      cell: (lesson, { highlight }) => (
        <Highlight text={descriptionPreview(lesson.description)} query={highlight} />
      ),
    },
    { id: 'level', header: M.columnLevel, sortable: true, text: (lesson) => lessonLevelName(lesson.level) },
    {
      id: 'created_at',
      header: M.columnCreated,
      sortable: true,
      hideOnMobile: true,
      text: (lesson) => formatDate(lesson.createdAt),
    },
    {
      id: 'updated_at',
      header: M.columnUpdated,
      sortable: true,
      text: (lesson) => formatDate(lesson.updatedAt),
    },
    {
      id: 'isPublic',
      header: M.columnStatus,
      align: 'center',
      cell: (lesson) => (
        <Icon
          name={lesson.isPublic ? 'public' : 'hourglass'}
          title={lesson.isPublic ? M.statusPublic : M.statusHidden}
        />
      ),
    },
  ],
  search: {
    fields: [
      { value: 'title', label: M.searchTitle },
      { value: 'description', label: M.searchDescription },
      { value: 'text', label: M.searchText },
    ],
  },
  filters: [
    { id: 'isPublic', label: M.filterPublished, kind: 'yesNo' },
    { id: 'level', label: M.filterLevel, kind: 'select', options: LEVEL_OPTIONS },
  ],
  sorts: [
    { label: M.sortTitle, orderby: 'title', sort: 'asc' },
    { label: M.sortUpdated, orderby: 'updated_at', sort: 'desc' },
    { label: M.sortNewest, orderby: 'created_at', sort: 'desc' },
    { label: M.sortOldest, orderby: 'created_at', sort: 'asc' },
    { label: M.sortLevel, orderby: 'level', sort: 'desc' },
  ],
  defaultSort: { orderby: 'id', sort: 'desc' },
  pageSizes: [5, 10, 20, 50, 100],
  defaultPageSize: 5,
  rowTone: (lesson) => (lesson.isPublic ? undefined : 'muted'),
  rowLabel: (lesson) => lesson.title,
  deleteConfirm: { title: M.deleteTitle, message: (lesson) => M.deleteQuestion(lesson.title) },
  addLabel: M.add,
  // Spec §4: after an add or an update the list reloads from page 1.
  reloadAfterSave: true,
  editor: {
    kind: 'form',
    // Wide enough for the text and its preview side by side.
    width: 1200,
    titles: { add: M.dialogAdd, edit: M.dialogEdit },
    submitLabels: { add: M.submitAdd, edit: M.submitEdit },
    fields: [
      { name: 'title', label: M.fieldTitle, kind: 'text' },
      { name: 'slug', label: M.fieldSlug, kind: 'text', proposedFrom: { field: 'title', propose: slugify } },
      { name: 'imageUrl', label: M.fieldImageUrl, kind: 'text' },
      { name: 'level', label: M.fieldLevel, kind: 'select', options: LEVEL_OPTIONS, numeric: true },
      { name: 'description', label: M.fieldDescription, kind: 'textarea', rows: 2 },
      { name: 'body', label: M.fieldText, kind: 'custom', component: LessonBodyEditor },
      { name: 'isPublic', label: M.fieldPublic, kind: 'checkbox', only: 'edit' },
    ],
    createSchema: adminLessonCreateBody,
    updateSchema: adminLessonUpdateBody,
    initialValues,
    toBody,
    load: (lesson) => readAdminLesson(lesson.id),
  },
};
