import { renderWithProviders } from '@acorduri/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { LessonBodyEditor } from './LessonBodyEditor';

/** The editor bound to its own value, as the lesson dialog binds it; `onBlur` counts the validations asked. */
function Harness({
  initial = '',
  error,
  onBlur = () => {},
}: {
  initial?: string;
  error?: string;
  onBlur?: () => void;
}) {
  const [value, setValue] = useState<unknown>(initial);
  return <LessonBodyEditor label="Text" value={value} error={error} onChange={setValue} onBlur={onBlur} />;
}

const preview = () => screen.getByRole('region', { name: 'Previzualizare' });

describe('LessonBodyEditor', () => {
  it('previews the Markdown as the public page renders it while the admin types', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const text = screen.getByLabelText('Text');
    expect(text).toHaveAttribute('rows', '10');
    await user.type(
      text,
      '## Postura{Enter}{Enter}Ține **spatele** drept.{Enter}{Enter}- coarda 6{Enter}- coarda 5',
    );
    await waitFor(() =>
      expect(within(preview()).getByRole('heading', { level: 2, name: 'Postura' })).toBeVisible(),
    );
    expect(within(preview()).getByText('spatele').tagName).toBe('STRONG');
    expect(
      within(preview())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['coarda 6', 'coarda 5']);
    await user.type(text, '{Enter}{Enter}[[Ritmul](/lectii/ritm)');
    await waitFor(() =>
      expect(within(preview()).getByRole('link', { name: 'Ritmul' })).toHaveAttribute('href', '/lectii/ritm'),
    );
  });

  it('never lets a script, a handler or a javascript: link into the preview', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByLabelText('Text'));
    await user.paste(
      '## Atenție\n\n<script>window.hacked = true</script><p onclick="alert(1)">Spatele drept.</p>\n\n[apasă](javascript:alert(2))',
    );
    await waitFor(() => expect(within(preview()).getByRole('heading', { name: 'Atenție' })).toBeVisible());
    expect(preview().querySelector('script')).toBeNull();
    expect(within(preview()).getByText('Spatele drept.')).not.toHaveAttribute('onclick');
    expect(within(preview()).getByText('apasă')).not.toHaveAttribute('href');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('is labelled, explains the syntax, shows its message and validates on blur (axe-clean)', async () => {
    const user = userEvent.setup();
    const onBlur = jest.fn();
    renderWithProviders(<Harness initial="## Ritm" error="Textul trebuie completat" onBlur={onBlur} />);
    const text = screen.getByRole('textbox', { name: 'Text' });
    expect(text).toHaveAccessibleDescription(/Textul trebuie completat.*Se scrie în Markdown: ## Titlu/);
    expect(text).toHaveAttribute('aria-invalid', 'true');
    await user.click(text);
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    // The preview is the next stop of the keyboard: it scrolls.
    expect(preview()).toHaveFocus();
    expect(within(preview()).getByRole('heading', { name: 'Ritm' })).toBeVisible();
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });

  it('formats the selection from the toolbar or Ctrl+B, keeping it selected, and the preview follows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="Ține spatele drept." />);
    const text = screen.getByLabelText('Text') as HTMLTextAreaElement;
    text.setSelectionRange(13, 18);
    await user.click(screen.getByRole('button', { name: 'Îngroșat' }));
    expect(text).toHaveValue('Ține spatele **drept**.');
    expect(text).toHaveFocus();
    expect(text.value.slice(text.selectionStart, text.selectionEnd)).toBe('drept');
    await waitFor(() => expect(within(preview()).getByText('drept').tagName).toBe('STRONG'));

    text.setSelectionRange(0, 4);
    await user.keyboard('{Control>}i{/Control}');
    expect(text).toHaveValue('*Ține* spatele **drept**.');
    await user.click(screen.getByRole('button', { name: 'Titlu' }));
    expect(text).toHaveValue('## *Ține* spatele **drept**.');
    await waitFor(() => expect(within(preview()).getByRole('heading', { level: 2 })).toBeVisible());
  });

  it('is one Tab stop whose buttons the arrow keys walk (the ARIA toolbar pattern)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatare' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Titlu', 'Îngroșat', 'Cursiv', 'Listă', 'Listă numerotată', 'Link', 'Acorduri']);
    await user.tab();
    expect(within(toolbar).getByRole('button', { name: 'Titlu' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(toolbar).getByRole('button', { name: 'Acorduri' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Îngroșat' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Text')).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(toolbar).getByRole('button', { name: 'Îngroșat' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Text')).toHaveValue('**text îngroșat**');
  });
});
