import { ApiError } from '@acorduri/contracts';
import { renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Joi from 'joi';
import type { CustomFieldProps, FormEditor, FormValues } from '../definition';
import { FormDialog } from './FormDialog';

interface Page {
  id: string;
  title: string;
  slug: string;
  text?: string;
}

const toSlug = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '-');

const EDITOR: FormEditor<Page> = {
  kind: 'form',
  titles: { add: 'Pagină nouă', edit: 'Editare pagină' },
  submitLabels: { add: 'Adaugă', edit: 'Actualizează' },
  fields: [
    { name: 'title', label: 'Titlu', kind: 'text' },
    { name: 'slug', label: 'Slug', kind: 'text', proposedFrom: { field: 'title', propose: toSlug } },
    { name: 'text', label: 'Text', kind: 'textarea', rows: 3 },
  ],
  createSchema: Joi.object({ title: Joi.string(), slug: Joi.string(), text: Joi.string().allow('') }),
  updateSchema: Joi.object({
    id: Joi.string(),
    title: Joi.string(),
    slug: Joi.string(),
    text: Joi.string().allow(''),
  }),
  initialValues: (page) => ({ title: page?.title ?? '', slug: page?.slug ?? '', text: page?.text ?? '' }),
  preview: (values) => <output aria-label="Previzualizare">{String(values.text)}</output>,
};

/** A field typed in words (' plus ') and sent as symbols, checked by the schema as sent (at most 5). */
function WordsField({ label, value, error, onChange, onBlur }: CustomFieldProps) {
  return (
    <label>
      {label}
      <input value={String(value)} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
      {error ? <span role="alert">{error}</span> : null}
    </label>
  );
}

function renderDialog(editor: FormEditor<Page>, row: Page | null) {
  const submit = jest.fn<Promise<unknown>, [FormValues]>(async () => undefined);
  const onAuthFailure = jest.fn();
  renderWithProviders(
    <FormDialog
      editor={editor}
      row={row}
      rowId={(page) => page.id}
      onClose={() => {}}
      submit={submit}
      onAuthFailure={onAuthFailure}
    />,
  );
  return { submit, onAuthFailure, user: userEvent.setup() };
}

describe('FormDialog', () => {
  it('proposes the slug from the title while adding, until the slug is typed in; emptied, it follows again', async () => {
    const { user, submit } = renderDialog(EDITOR, null);
    const title = screen.getByLabelText('Titlu');
    const slug = screen.getByLabelText('Slug');
    await user.type(title, 'Primii pași');
    expect(slug).toHaveValue('primii-pași');
    await user.clear(slug);
    await user.type(slug, 'start');
    await user.type(title, ' la chitară');
    expect(slug).toHaveValue('start');
    await user.clear(slug);
    await user.type(title, '!');
    expect(slug).toHaveValue('primii-pași-la-chitară!');
    await user.click(screen.getByRole('button', { name: 'Adaugă' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({
        title: 'Primii pași la chitară!',
        slug: 'primii-pași-la-chitară!',
        text: '',
      }),
    );
  });

  it("keeps an existing item's slug when its title changes", async () => {
    const { user } = renderDialog(EDITOR, { id: 'p1', title: 'Ritm', slug: 'ritm-de-baza', text: '' });
    await user.type(screen.getByLabelText('Titlu'), ' nou');
    expect(screen.getByLabelText('Slug')).toHaveValue('ritm-de-baza');
  });

  it('shows the preview from the current values', async () => {
    const { user } = renderDialog(EDITOR, null);
    await user.type(screen.getByLabelText('Text'), 'Salut');
    expect(screen.getByRole('status', { name: 'Previzualizare' })).toHaveTextContent('Salut');
  });

  it('reads the whole row before the edit form opens and sends its id', async () => {
    const load = jest.fn(async (page: Page) => ({ ...page, text: 'Textul întreg' }));
    const { user, submit } = renderDialog({ ...EDITOR, load }, { id: 'p1', title: 'Ritm', slug: 'ritm' });
    expect(screen.getByText('Se încarcă formularul...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Text')).toHaveValue('Textul întreg');
    expect(load).toHaveBeenCalledWith({ id: 'p1', title: 'Ritm', slug: 'ritm' });
    await user.click(screen.getByRole('button', { name: 'Actualizează' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({ id: 'p1', title: 'Ritm', slug: 'ritm', text: 'Textul întreg' }),
    );
  });

  it("says 'Formularul nu este disponibil.' when the row cannot be read; 401 also goes to the auth handler", async () => {
    const refused = new ApiError(401, ['Acțiunea necesită autentificare.']);
    const { onAuthFailure } = renderDialog(
      { ...EDITOR, load: () => Promise.reject(refused) },
      { id: 'p1', title: 'Ritm', slug: 'ritm' },
    );
    expect(await screen.findByText('Formularul nu este disponibil.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Titlu')).not.toBeInTheDocument();
    expect(onAuthFailure).toHaveBeenCalledWith(refused);
  });

  it("renders a screen's own field and sends (and validates) the body its toBody makes of the values", async () => {
    const editor: FormEditor<Page> = {
      ...EDITOR,
      fields: [{ name: 'text', label: 'Formula', kind: 'custom', component: WordsField }],
      createSchema: Joi.object({ text: Joi.string().max(5).messages({ 'string.max': 'Prea lungă' }) }),
      initialValues: () => ({ text: '' }),
      toBody: (values) => ({ text: String(values.text).replaceAll(' plus ', '+') }),
    };
    const { user, submit } = renderDialog(editor, null);
    const formula = screen.getByLabelText('Formula');
    await user.type(formula, '1 plus 2 plus 3 plus 4');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Prea lungă');
    await user.type(formula, '{Backspace>7/}');
    expect(formula).toHaveValue('1 plus 2 plus 3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adaugă' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ text: '1+2+3' }));
  });
});
