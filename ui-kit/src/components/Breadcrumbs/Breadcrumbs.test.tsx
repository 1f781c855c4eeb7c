import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links every step but the current page, which is marked aria-current', async () => {
    const { container } = renderWithTheme(
      <Breadcrumbs
        items={[
          { label: 'Acasă', to: '/' },
          { label: 'Contul meu', to: '/account-settings' },
          { label: 'Comentariile mele' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Cale de navigare' });
    expect(nav).toHaveAttribute('data-print', 'hide');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Acasă', 'Contul meu']);
    expect(within(nav).getByText('Comentariile mele')).toHaveAttribute('aria-current', 'page');
    expect(await axe(container)).toHaveNoViolations();
  });
});
