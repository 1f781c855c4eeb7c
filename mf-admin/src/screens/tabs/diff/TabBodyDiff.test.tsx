import { renderWithProviders } from '@acorduri/web-testing';
import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import TabBodyDiff from './TabBodyDiff';

describe('TabBodyDiff', () => {
  it('shows the changed line on both sides, said in words, with a summary', async () => {
    const { container } = renderWithProviders(
      <TabBodyDiff current={'Am\nla la\nDm'} proposed={'Am\nla la la\nDm\nE'} />,
    );
    const table = screen.getByRole('table', { name: /Diferențe între textul actual și textul propus/ });
    expect(table).toHaveTextContent('Rânduri adăugate: 2. Rânduri șterse: 1.');
    const rows = within(table).getAllByRole('row');
    // header + Am + changed line + Dm + E
    expect(rows).toHaveLength(5);
    expect(rows[2]).toHaveTextContent('2Șters: −la la');
    expect(rows[2]).toHaveTextContent('2Adăugat: +la la la');
    expect(rows[4]).toHaveTextContent('4Adăugat: +E');
    expect(rows[1]).not.toHaveTextContent(/Șters|Adăugat/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is a keyboard-focusable region and says when nothing changed', () => {
    renderWithProviders(<TabBodyDiff current="Am" proposed={'Am\n'} />);
    const region = screen.getByRole('region', { name: 'Diferențe, rând cu rând' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveTextContent('Textul propus este identic cu textul actual.');
  });

  it('shows the changes with their context, not the whole text', () => {
    const text = Array.from({ length: 40 }, (_, i) => `vers ${i + 1}`);
    const changed = [...text];
    changed[19] = 'vers nou';
    renderWithProviders(<TabBodyDiff current={text.join('\n')} proposed={changed.join('\n')} />);
    const table = screen.getByRole('table');
    // header + fold + 3 + change + 3 + fold
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    expect(within(table).getByText('… 16 rânduri neschimbate …')).toBeInTheDocument();
    expect(within(table).getByText('… 17 rânduri neschimbate …')).toBeInTheDocument();
    expect(table).not.toHaveTextContent('vers 1 ');
  });
});
