import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { roundToHalf, StarRating, starIcons } from './StarRating';
import { StarRatingInput } from './StarRatingInput';

describe('StarRating', () => {
  it('rounds to half steps and names the value in Romanian', async () => {
    const { container } = renderWithTheme(<StarRating value={4.3} count={12} showValue />);
    expect(screen.getByRole('img', { name: 'Rating: 4,5 din 5' })).toBeInTheDocument();
    expect(screen.getByText('(12 voturi)')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('stays on one line when squeezed, the votes never broken letter by letter', () => {
    renderWithTheme(<StarRating value={3} count={0} size="sm" />);
    expect(screen.getByText('(0 voturi)').parentElement).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('computes the icons of each star', () => {
    expect(roundToHalf(3.74)).toBe(3.5);
    expect(roundToHalf(3.75)).toBe(4);
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(-1)).toBe(0);
    expect(starIcons(3.5)).toEqual(['star', 'star', 'star', 'starHalf', 'starOutline']);
    expect(starIcons(0)).toEqual(Array(5).fill('starOutline'));
  });
});

function Rate({ allowHalf, onChange }: { allowHalf?: boolean; onChange: (value: number) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <StarRatingInput
      value={value}
      allowHalf={allowHalf}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('StarRatingInput', () => {
  it('is a labelled radio group chosen by click and moved with the arrow keys', async () => {
    const onChange = jest.fn();
    const { user, container } = renderWithTheme(<Rate onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Acordă un rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await user.click(screen.getByRole('radio', { name: '3 stele' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stele' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stele' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers half stars when asked', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Rate allowHalf onChange={onChange} />);
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    await user.click(screen.getByRole('radio', { name: '4,5 stele' }));
    expect(onChange).toHaveBeenLastCalledWith(4.5);
    expect(screen.getByRole('radio', { name: '1 stea' })).toBeInTheDocument();
  });

  it('cannot be changed when disabled', () => {
    renderWithTheme(<StarRatingInput value={2} onChange={() => {}} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
