import { renderWithProviders } from '@acorduri/web-testing';
import { screen } from '@testing-library/react';
import { ListRating } from './ListRating';

describe('ListRating', () => {
  it('shows no stars below 3 votes, as the tab page', () => {
    renderWithProviders(<ListRating rating={5} ratingCount={2} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the stars from 3 votes', () => {
    renderWithProviders(<ListRating rating={4.5} ratingCount={3} />);
    expect(screen.getByRole('img')).toBeInTheDocument();
  });
});
