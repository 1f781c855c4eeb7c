import type { QueryValue, SortDirection } from '@acorduri/contracts';
import type { DataTableColumn, IconName, RowId, RowTone, SelectOption } from '@acorduri/ui-kit';
import type { ComponentType, ReactNode } from 'react';
import type { ScopedMutator } from 'swr';
import type { FormSchema } from './form/validateForm';

/** Where a filter's value goes in the list call; by default `{ [param ?? id]: value }`. */
interface FilterBase {
  /** Its name in the page URL (and, unless `param` or `toQuery` says otherwise, in the list call). */
  readonly id: string;
  readonly label: string;
  readonly param?: string;
  /** For values that travel differently (e.g. 'active' Da → expired=0). */
  toQuery?(value: string): Readonly<Record<string, QueryValue>>;
}

/** Data loaded once by SWR and turned into select options (artists, tags, chord roots, event types). */
export interface LookupSource {
  /** A GET path; its JSON answer goes to `toOptions`. */
  readonly path: string;
  toOptions(data: unknown): readonly SelectOption[];
  /** Shown when the lookup fails to load (e.g. 'Eroare la citirea artiștilor.'). */
  readonly errorMessage?: string;
}

export type ListFilter =
  | (FilterBase & { readonly kind: 'select'; readonly options: readonly SelectOption[] })
  /** 'Da' sends 1, 'Nu' sends 0 (spec §5). */
  | (FilterBase & { readonly kind: 'yesNo' })
  | (FilterBase & { readonly kind: 'lookup'; readonly source: LookupSource })
  /** YYYY-MM-DD; min/max bound the picker (the log's 2018-12-31 … today). */
  | (FilterBase & { readonly kind: 'date'; readonly min?: string; max?(): string })
  /** Free text such as a user id. */
  | (FilterBase & { readonly kind: 'text' });

/** One entry of the sort menu. */
export interface SortChoice {
  readonly label: string;
  readonly orderby: string;
  readonly sort: SortDirection;
}

/** What a screen's own field component (`kind: 'custom'`) is given: its label, value, message and blur. */
export interface CustomFieldProps {
  readonly label: string;
  readonly value: unknown;
  readonly error: string | undefined;
  readonly onChange: (value: unknown) => void;
  /** Validates the field (spec: validation runs on blur). */
  readonly onBlur: () => void;
}

/** A field of the generic add/edit dialog. */
export type FormFieldSpec = {
  /** The key in the request body (and in the schema). */
  readonly name: string;
  readonly label: string;
  /** Shown only when adding or only when editing (e.g. the lesson's 'Public' box). */
  readonly only?: 'add' | 'edit';
  /**
   * While adding, the field follows another one through `propose` (a slug from the title) until the admin types
   * in it; emptying it makes it follow again.
   */
  readonly proposedFrom?: { readonly field: string; propose(value: string): string };
} & (
  | { readonly kind: 'text'; readonly type?: 'text' | 'url' }
  | { readonly kind: 'textarea'; readonly rows: number }
  | {
      readonly kind: 'select';
      readonly options: readonly SelectOption[];
      /** Sent as a number (e.g. a lesson level). */
      readonly numeric?: boolean;
    }
  | { readonly kind: 'lookup'; readonly source: LookupSource }
  | { readonly kind: 'checkbox' }
  /** A control the toolkit does not have (the lesson's Markdown editor with its preview). */
  | { readonly kind: 'custom'; readonly component: ComponentType<CustomFieldProps> }
);

export type FormValues = Record<string, unknown>;

/** The generic dialog: fields validated on blur and on submit with the contracts' schemas. */
export interface FormEditor<Row> {
  readonly kind: 'form';
  readonly width?: number;
  readonly titles: { readonly add: string; readonly edit: string };
  readonly submitLabels: { readonly add: string; readonly edit: string };
  readonly fields: readonly FormFieldSpec[];
  /** Validates the create body (the form values). */
  readonly createSchema: FormSchema;
  /** Validates the update body (`{ id, ...values }`). */
  readonly updateSchema: FormSchema;
  /** The form's starting values: a new item's defaults, or the row's. */
  initialValues(row: Row | null): FormValues;
  /**
   * The request body from the form values, when a field is edited in another form than the one sent (the
   * lesson's Markdown is sent as HTML); the schemas check this body, so their limits and messages apply to what
   * the server gets. `row` is the item being edited (null: adding).
   */
  toBody?(values: FormValues, row: Row | null): FormValues;
  /**
   * Reads the whole row before the edit form opens, when the list's rows are summaries (a lesson without its
   * text); `initialValues` then gets its answer. A failure shows 'Formularul nu este disponibil.'.
   */
  load?(row: Row): Promise<Row>;
  /** Shown under the fields from the current values (e.g. the lesson's text as its public page shows it). */
  preview?(values: FormValues): ReactNode;
}

/** What a screen-specific dialog may do to the list. */
export interface EditorContext<Row> {
  /** POSTs `body` to the create path; the answer goes to the top of the list and the total grows by one. */
  create(body: unknown): Promise<Row>;
  /** PUTs `body` (to `path`, default the update path); the answer replaces its row. */
  update(body: unknown, path?: string): Promise<Row>;
  /** Puts a row the server answered in place of the one with the same id. */
  replaceRow(row: Row): void;
  /**
   * Puts a row the dialog's own call created (an upload sent with progress) at the top, the total one higher;
   * a row of the page with the same id (a replaced file) leaves instead.
   */
  insertRow(row: Row): void;
  /** Reads the page again (a call changed rows the answer does not name, e.g. a file replaced under a new id). */
  reload(): void;
  /** Shows a call failure as a closable warning (401/403 leave for /login). */
  report(error: unknown): void;
}

export interface CustomEditorProps<Row> {
  /** null: adding. */
  readonly row: Row | null;
  readonly onClose: () => void;
  readonly list: EditorContext<Row>;
}

/** A screen's own dialog (tabs, chords, users). */
export interface CustomEditor<Row> {
  readonly kind: 'custom';
  readonly component: ComponentType<CustomEditorProps<Row>>;
}

/** A row icon other than edit/delete (deactivate, approve…): its call's answer replaces the row. */
export interface RowAction<Row> {
  readonly id: string;
  readonly icon: IconName;
  label(row: Row): string;
  visible?(row: Row): boolean;
  readonly tone?: 'danger';
  /** Asked first when set. */
  readonly confirm?: { readonly title: string; message(row: Row): string };
  run(row: Row): Promise<Row>;
}

/** A toolbar button such as 'generate the tag file'; its answer is shown as a success message. */
export interface ToolbarAction {
  readonly id: string;
  readonly label: string;
  readonly icon?: IconName;
  run(): Promise<string>;
}

/**
 * One admin list, described: what it calls, what it shows, how it filters, sorts and pages, and how its rows are
 * added, edited and deleted. `<ListScreen definition={...} />` renders it.
 */
export interface ListDefinition<Row> {
  /** Names the table for screen readers. */
  readonly caption: string;
  readonly emptyMessage?: string;
  /** Put before the call's messages when the list cannot be read (e.g. 'Eroare la aducerea lecțiilor.'). */
  readonly loadErrorMessage?: string;
  readonly api: {
    /** GET path of the list; also the POST/PUT/DELETE path unless given below. */
    readonly path: string;
    /** The key of the rows in the answer (`{ artists, total }` → 'artists'). */
    readonly rowsKey: string;
    /** Adds the add button. */
    readonly create?: { readonly path?: string };
    /** Adds the edit pencil. */
    readonly update?: { readonly path?: string };
    /** Adds the delete icon; the body defaults to `{ id }`. */
    readonly remove?: { readonly path?: string; body?(row: Row): unknown };
    /**
     * Adds row selection and 'Șterge selectate'; the body defaults to `{ ids }`. `confirm` words the question
     * for the selected rows (e.g. naming them); by default it counts them.
     */
    readonly removeMany?: {
      readonly path?: string;
      body?(ids: RowId[]): unknown;
      confirm?(rows: readonly Row[]): string;
    };
  };
  /** Defaults to `row.id`. */
  rowId?(row: Row): RowId;
  /** A sortable column's id is the orderby it sends. */
  readonly columns: readonly DataTableColumn<Row>[];
  /** A search box; with `fields`, the 'Caută în' select shown while the search is not empty. */
  readonly search?: { readonly placeholder?: string; readonly fields?: readonly SelectOption[] };
  readonly filters?: readonly ListFilter[];
  readonly sorts?: readonly SortChoice[];
  readonly defaultSort: { readonly orderby: string; readonly sort: SortDirection };
  readonly pageSizes: readonly number[];
  readonly defaultPageSize: number;
  rowTone?(row: Row): RowTone | undefined;
  /** The row's name in the icons' labels ('Editează Phoenix'). */
  rowLabel(row: Row): string;
  canEdit?(row: Row): boolean;
  canDelete?(row: Row): boolean;
  canSelect?(row: Row): boolean;
  readonly deleteConfirm?: { readonly title: string; message(row: Row): string };
  readonly addLabel?: string;
  readonly editor?: FormEditor<Row> | CustomEditor<Row>;
  readonly rowActions?: readonly RowAction<Row>[];
  readonly toolbarActions?: readonly ToolbarAction[];
  /**
   * After an add or an update the list goes back to page 1 and reads every page again from the server (the
   * lessons, spec §4), instead of only putting the answer in place.
   */
  readonly reloadAfterSave?: boolean;
  /** Runs after an add succeeded (e.g. put the new artist into the shared artist list). */
  onCreated?(row: Row, mutate: ScopedMutator): void;
}
