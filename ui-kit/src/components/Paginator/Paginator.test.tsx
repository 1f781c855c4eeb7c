import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { lastPageIndex, Paginator } from './Paginator';

describe('Paginator', () => {
  it('shows the range and moves between pages', async () => {
    const onPageChange = jest.fn();
    const { user, container } = renderWithTheme(
      <Paginator
        pageIndex={1}
        pageSize={10}
        total={34}
        onPageChange={onPageChange}
        onPageSizeChange={() => {}}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Paginare' })).toHaveTextContent('11–20 din 34');
    await user.click(screen.getByRole('button', { name: 'Pagina următoare' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Pagina anterioară' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    await user.click(screen.getByRole('button', { name: 'Ultima pagină' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Prima pagină' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('disables the buttons at the ends', () => {
    renderWithTheme(<Paginator pageIndex={3} pageSize={10} total={34} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Pagina următoare' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ultima pagină' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pagina anterioară' })).toBeEnabled();
    expect(screen.getByText('31–34 din 34')).toBeInTheDocument();
    expect(screen.queryByLabelText('Rânduri pe pagină')).not.toBeInTheDocument();
  });

  it('offers the spec page sizes', async () => {
    const onPageSizeChange = jest.fn();
    const { user } = renderWithTheme(
      <Paginator
        pageIndex={0}
        pageSize={10}
        total={0}
        onPageChange={() => {}}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const select = screen.getByLabelText('Rânduri pe pagină');
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.value)).toEqual([
      '5',
      '10',
      '20',
      '50',
      '100',
    ]);
    await user.selectOptions(select, '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
    expect(screen.getByText('0–0 din 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina următoare' })).toBeDisabled();
  });

  it('computes the last page index', () => {
    expect(lastPageIndex(0, 10)).toBe(0);
    expect(lastPageIndex(10, 10)).toBe(0);
    expect(lastPageIndex(11, 10)).toBe(1);
  });
});
