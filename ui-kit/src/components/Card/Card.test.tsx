import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../Button/Button';
import { Card } from './Card';

describe('Card', () => {
  it('shows title, subtitle, content and actions', async () => {
    const { container } = renderWithTheme(
      <Card title="Bine ai venit!" subtitle="Peste 10.000 de tabulaturi" actions={<Button>Cont nou</Button>}>
        <p>Text introductiv</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Bine ai venit!' })).toBeInTheDocument();
    expect(screen.getByText('Peste 10.000 de tabulaturi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cont nou' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('becomes one link through its title when given `to`', async () => {
    const { user } = renderWithTheme(
      <Card title="Primele acorduri" to="/lectii/primele-acorduri" headingLevel={3}>
        Începător
      </Card>,
    );
    const link = screen.getByRole('link', { name: 'Primele acorduri' });
    expect(link).toHaveAttribute('href', '/lectii/primele-acorduri');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(link);
    await user.tab();
    expect(link).toHaveFocus();
  });
});
