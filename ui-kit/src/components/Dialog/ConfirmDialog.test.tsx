import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../../test/render';
import { ConfirmDialog } from './ConfirmDialog';

const message = 'Dorești să ștergi comentariul Super cântec!?';

describe('ConfirmDialog', () => {
  it("asks 'Confirmare' with Da/Nu, focusing Nu first", async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user, baseElement } = renderWithTheme(
      <ConfirmDialog open message={message} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmare' });
    expect(dialog).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Nu' })).toHaveFocus();
    expect(await axe(baseElement)).toHaveNoViolations();
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Da' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('blocks both answers while the action runs', async () => {
    const onCancel = jest.fn();
    const { user } = renderWithTheme(
      <ConfirmDialog
        open
        busy
        message={message}
        onConfirm={() => {}}
        onCancel={onCancel}
        title="Șterge artist"
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Șterge artist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nu' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Da/ })).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    renderWithTheme(
      <ConfirmDialog open={false} message={message} onConfirm={() => {}} onCancel={() => {}} />,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
