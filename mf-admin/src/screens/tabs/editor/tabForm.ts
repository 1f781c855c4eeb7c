/** What the tab fields need from the form state (the toolkit's useFormDialog provides it). */
export interface TabForm {
  readonly values: Readonly<Record<string, unknown>>;
  readonly errors: Readonly<Partial<Record<string, string>>>;
  setValue(field: string, value: unknown): void;
  /** The field was left: its message may show (validation on blur). */
  blur(field: string): void;
}
