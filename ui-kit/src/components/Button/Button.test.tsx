import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain (non-submit) button that reacts to click and keyboard', async () => {
    const onClick = jest.fn();
    const { user, container } = renderWithTheme(<Button onClick={onClick}>Salvează</Button>);
    const button = screen.getByRole('button', { name: 'Salvează' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is busy and blocks clicks while loading', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Button loading onClick={onClick}>
        Salvează
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Salvează/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
