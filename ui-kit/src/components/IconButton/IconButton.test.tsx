import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { Icon } from '../../icons/icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and works from the keyboard', async () => {
    const onClick = jest.fn();
    const { user, container } = renderWithTheme(
      <IconButton label="Șterge" onClick={onClick}>
        <Icon name="delete" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Șterge' });
    expect(button).toHaveAttribute('title', 'Șterge');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('ignores clicks when disabled', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <IconButton label="Editează" onClick={onClick} disabled>
        <Icon name="edit" />
      </IconButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Editează' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
