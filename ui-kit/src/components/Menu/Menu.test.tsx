import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { Menu, type MenuItem } from './Menu';

function renderMenu(items: MenuItem[]) {
  return renderWithTheme(
    <>
      <Menu
        label="Acțiuni"
        items={items}
        renderTrigger={(trigger) => (
          <button type="button" {...trigger}>
            Acțiuni
          </button>
        )}
      />
      <button type="button">după</button>
    </>,
  );
}

describe('Menu', () => {
  it('skips disabled items, jumps with Home/End and opens on the last item with ArrowUp', async () => {
    const onEdit = jest.fn();
    const { user, container } = renderMenu([
      { id: 'edit', label: 'Editează', onSelect: onEdit },
      { id: 'hidden', label: 'Ascunde', disabled: true },
      { id: 'open', label: 'Deschide', to: '/acorduri/holograf/epilog' },
    ]);
    const trigger = screen.getByRole('button', { name: 'Acțiuni' });
    await user.tab();
    await user.keyboard('{ArrowUp}');
    const link = screen.getByRole('menuitem', { name: 'Deschide' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '/acorduri/holograf/epilog');
    expect(screen.getByRole('menuitem', { name: 'Ascunde' })).toHaveAttribute('aria-disabled', 'true');
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Editează' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveFocus();
  });

  it('ignores a click on a disabled item and closes when Tab leaves', async () => {
    const onHide = jest.fn();
    const { user } = renderMenu([
      { id: 'edit', label: 'Editează' },
      { id: 'hidden', label: 'Ascunde', disabled: true, onSelect: onHide },
    ]);
    await user.click(screen.getByRole('button', { name: 'Acțiuni' }));
    await user.click(screen.getByRole('menuitem', { name: 'Ascunde' }));
    expect(onHide).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
