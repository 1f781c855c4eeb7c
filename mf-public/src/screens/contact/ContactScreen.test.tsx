import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { callsTo, json, mockFetch, renderApp } from '../../test/renderScreen';

function FakeCaptcha({ onChange, error }: { onChange: (payload: string | null) => void; error?: string }) {
  return (
    <>
      <label>
        <input type="checkbox" onChange={(event) => onChange(event.target.checked ? 'solved' : null)} />
        Nu sunt robot
      </label>
      {error && <p>{error}</p>}
    </>
  );
}

describe('contact', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id === 'mf_account/Captcha') return { default: FakeCaptcha };
      throw new Error('absent');
    });
  });

  it('validates on submit, sends, and replaces the form with the success alert', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/contact' ? json({ message: 'Email sent successfully.' }) : undefined,
    );
    const { container } = renderApp('/contact');
    await screen.findByRole('checkbox', { name: 'Nu sunt robot' });
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Trimite' }));
    expect(screen.getAllByText('Acest câmp trebuie completat')).toHaveLength(2);
    expect(screen.getByText('Captcha-ul trebuie completat.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/contact')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Email-ul tău/ }), 'nu-e-email');
    await userEvent.click(screen.getByRole('button', { name: 'Trimite' }));
    expect(screen.getByText('Adresa de email nu este validă')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: /Email-ul tău/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Email-ul tău/ }), 'vizitator@exemplu.ro');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Subiect/ }), 'Suport');
    await userEvent.type(screen.getByRole('textbox', { name: /Mesaj/ }), 'Bună ziua!');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Nu sunt robot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Trimite' }));
    expect(await screen.findByText('Mesajul a fost trimis. Îți mulțumim!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Trimite' })).not.toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, '/api/contact')[0]?.init?.body))).toEqual({
      fromEmail: 'vizitator@exemplu.ro',
      inquiryType: 'support',
      message: 'Bună ziua!',
      captchaResponse: 'solved',
    });
  });
});
