import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { LoadMore } from './LoadMore';

describe('LoadMore', () => {
  it('loads the next batch and shows progress', async () => {
    const onLoadMore = jest.fn();
    const { user, container } = renderWithTheme(
      <LoadMore hasMore onLoadMore={onLoadMore} progress="10 din 34" />,
    );
    await user.click(screen.getByRole('button', { name: 'Încarcă mai multe' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByText('10 din 34')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is busy while loading and gone when there is nothing more', () => {
    const { rerender } = renderWithTheme(<LoadMore hasMore loading onLoadMore={() => {}} />);
    expect(screen.getByRole('button', { name: /Încarcă mai multe/ })).toHaveAttribute('aria-busy', 'true');
    rerender(<LoadMore hasMore={false} onLoadMore={() => {}} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
