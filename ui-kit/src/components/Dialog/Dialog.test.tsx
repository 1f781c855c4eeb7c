import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog } from './Dialog';

function ArtistDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Adaugă artist</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Artist nou"
        width={500}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Renunță
            </Button>
            <Button>Adaugă</Button>
          </>
        }
      >
        <TextField label="Artist" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens with focus on the first field, traps Tab, and closes on Escape returning focus', async () => {
    const { user } = renderWithTheme(<ArtistDialog />);
    const opener = screen.getByRole('button', { name: 'Adaugă artist' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Artist nou' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Artist' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Renunță' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Adaugă' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Închide' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Adaugă' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button and on a click outside, and has no axe violations', async () => {
    const { user, baseElement } = renderWithTheme(<ArtistDialog />);
    await user.click(screen.getByRole('button', { name: 'Adaugă artist' }));
    expect(await axe(baseElement)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Închide' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adaugă artist' }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not close when clicking inside', async () => {
    const { user } = renderWithTheme(<ArtistDialog />);
    await user.click(screen.getByRole('button', { name: 'Adaugă artist' }));
    await user.click(screen.getByRole('heading', { name: 'Artist nou' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
