import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import type { KitLinkProps } from '../../links/LinkComponent';
import { LinkProvider } from '../../links/LinkComponent';
import { Chip } from './Chip';
import { ChipList } from './ChipList';

function RouterLink({ to, children, ...rest }: KitLinkProps) {
  return (
    <a href={`#router${to}`} data-router-link="" {...rest}>
      {children}
    </a>
  );
}

describe('Chip and ChipList', () => {
  it('renders static, link, toggle and removable chips in a labelled list', async () => {
    const onToggle = jest.fn();
    const onDelete = jest.fn();
    const { user, container } = renderWithTheme(
      <ChipList label="Categorii">
        <Chip label="explicit" tone="danger" size="sm" />
        <Chip label="Rock" count={120} to="/categorii/rock" />
        <Chip label="MIDI" onClick={onToggle} selected={false} />
        <Chip label="Folk" onDelete={onDelete} />
        {null}
      </ChipList>,
    );
    expect(screen.getByRole('list', { name: 'Categorii' }).querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Rock 120' })).toHaveAttribute('href', '/categorii/rock');
    const toggle = screen.getByRole('button', { name: 'MIDI' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(onToggle).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Elimină Folk' }));
    expect(onDelete).toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('uses the link component given by the app', () => {
    renderWithTheme(
      <LinkProvider component={RouterLink}>
        <Chip label="Pop" to="/categorii/pop" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Pop' });
    expect(link).toHaveAttribute('href', '#router/categorii/pop');
    expect(link).toHaveAttribute('data-router-link');
  });
});
