import { act, renderHook, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { setViewportWidth } from '../../../test/viewport';
import { Button } from '../Button/Button';
import { Drawer } from './Drawer';
import { NavList } from './NavList';
import { useDrawerState } from './useDrawerState';

const ENTRIES = [
  { id: 'home', label: 'Acasă', to: '/' },
  { id: 'artists', label: 'Artiști', to: '/artisti' },
  { id: 'lessons', label: 'Lecții', to: '/lectii' },
];

function Site() {
  const drawer = useDrawerState();
  return (
    <>
      <Button onClick={drawer.toggle}>Meniu</Button>
      <Drawer open={drawer.open} onClose={() => drawer.setOpen(false)} id="drawer">
        <NavList entries={ENTRIES} currentId="artists" onNavigate={drawer.closeIfMobile} />
      </Drawer>
    </>
  );
}

describe('useDrawerState', () => {
  it('is open on wide screens and closed on mobile, following the breakpoint', () => {
    setViewportWidth(1440);
    const { result } = renderHook(() => useDrawerState());
    expect(result.current.open).toBe(true);
    expect(result.current.isMobile).toBe(false);
    act(() => setViewportWidth(1000));
    expect(result.current.open).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    act(() => result.current.closeIfMobile());
    expect(result.current.open).toBe(false);
  });
});

describe('Drawer', () => {
  it('is a side navigation beside the content on wide screens', async () => {
    setViewportWidth(1440);
    const { container } = renderWithTheme(<Site />);
    const nav = screen.getByRole('navigation', { name: 'Navigare principală' });
    expect(nav).toHaveAttribute('data-print', 'hide');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Artiști' })).toHaveAttribute('aria-current', 'page');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is a modal sheet on mobile: focus moves in, Escape closes and returns focus', async () => {
    setViewportWidth(800);
    const { user, container } = renderWithTheme(<Site />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Meniu' });
    await user.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'Navigare principală' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('link', { name: 'Acasă' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Lecții' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Acasă' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on mobile when the backdrop is clicked or a link is followed', async () => {
    setViewportWidth(800);
    const { user } = renderWithTheme(<Site />);
    await user.click(screen.getByRole('button', { name: 'Meniu' }));
    await user.click(screen.getByRole('dialog').previousElementSibling as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meniu' }));
    const link = screen.getByRole('link', { name: 'Lecții' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
