// Public API of @acorduri/list-toolkit: describe a list once, render it with ListScreen.

export { definitionQuery, filterQuery, stateConfigOf } from './data/definitionQuery';
export { type ListPage, prependRow, removeRows, replaceRow } from './data/listPage';
export { type CallAlert, type CallAlerts, isAuthFailure, useCallAlerts } from './data/useCallAlerts';
export { type ListData, rowIdOf, useListData } from './data/useListData';
export { useLookup } from './data/useLookup';
export type {
  CustomEditor,
  CustomEditorProps,
  CustomFieldProps,
  EditorContext,
  FormEditor,
  FormFieldSpec,
  FormValues,
  ListDefinition,
  ListFilter,
  LookupSource,
  RowAction,
  SortChoice,
  ToolbarAction,
} from './definition';
export { FormDialog, type FormDialogProps } from './form/FormDialog';
export { FormFailureAlert, type FormFailureAlertProps } from './form/FormFailureAlert';
export { submitHandler } from './form/submitHandler';
export { type UseFormDialogOptions, useFormDialog } from './form/useFormDialog';
export { type FieldErrors, type FormSchema, hasErrors, validateForm } from './form/validateForm';
export { MESSAGES as LIST_MESSAGES } from './messages';
export { CallAlertList } from './screen/CallAlertList';
export { FilterControl, type FilterControlProps } from './screen/FilterControl';
export { ListScreen } from './screen/ListScreen';
export { ListSortMenu, type ListSortMenuProps } from './screen/ListSortMenu';
export { type ListResponse, type ListTableProps, listTableProps } from './screen/listTableProps';
export { type ListQuery, pagingQuery } from './state/listQuery';
export {
  LIST_PARAMS,
  type ListState,
  type ListStateConfig,
  listStateKey,
  readListState,
  writeListState,
} from './state/listUrlState';
export { LIST_DEBOUNCE_MS, type ListController, useUrlListState } from './state/useUrlListState';
