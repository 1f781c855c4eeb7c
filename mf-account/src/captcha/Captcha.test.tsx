import { AcorduriThemeProvider } from '@acorduri/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import Captcha from './Captcha';
import { fetchAndSolveCaptcha } from './solveChallenge';

jest.mock('./solveChallenge', () => ({ fetchAndSolveCaptcha: jest.fn() }));
const solve = jest.mocked(fetchAndSolveCaptcha);

function renderCaptcha(props: Partial<Parameters<typeof Captcha>[0]> = {}) {
  const onChange = jest.fn();
  const view = render(
    <AcorduriThemeProvider mode="light">
      <Captcha onChange={onChange} {...props} />
    </AcorduriThemeProvider>,
  );
  return { onChange, user: userEvent.setup(), ...view };
}

describe('Captcha', () => {
  it('solves the challenge when ticked and hands the payload to the form', async () => {
    solve.mockResolvedValue('payload-base64');
    const { onChange, user, container } = renderCaptcha();
    await user.click(screen.getByRole('checkbox', { name: 'Nu sunt robot' }));
    expect(await screen.findByText('Verificat')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('payload-base64');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('reports a failed verification and lets the visitor try again', async () => {
    solve.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('second');
    const { onChange, user } = renderCaptcha();
    await user.click(screen.getByRole('checkbox'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verificarea a eșuat. Încearcă din nou.');
    await user.click(screen.getByRole('checkbox'));
    expect(await screen.findByText('Verificat')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('second');
  });

  it('shows the form message and forgets a spent payload on reset', async () => {
    solve.mockResolvedValue('payload');
    const { onChange, user, rerender } = renderCaptcha({ resetKey: 1 });
    await user.click(screen.getByRole('checkbox'));
    await screen.findByText('Verificat');
    rerender(
      <AcorduriThemeProvider mode="light">
        <Captcha onChange={onChange} resetKey={2} error="Captcha-ul trebuie completat." />
      </AcorduriThemeProvider>,
    );
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Captcha-ul trebuie completat.');
  });
});
