import { newTabBody, registerSchema, signInSchema } from '@acorduri/contracts';
import { validateForm } from './validateForm';

describe('validateForm', () => {
  it('maps the shared schema messages to their fields, first message per field', () => {
    expect(validateForm(signInSchema, { email: '', password: '123', captchaResponse: '' })).toEqual({
      email: 'Adresa de email trebuie completată',
      password: 'Parola trebuie să conțină cel puțin 6 caractere',
      captchaResponse: 'Provocarea Captcha trebuie completată.',
    });
  });

  it('returns nothing for valid values', () => {
    expect(
      validateForm(signInSchema, { email: 'ana@acorduri.test', password: 'Demo1234', captchaResponse: 'x' }),
    ).toEqual({});
  });

  it('checks the confirmation and the terms of the registration', () => {
    const errors = validateForm(registerSchema, {
      name: 'ana',
      email: 'ana@acorduri.test',
      password: 'Demo1234',
      confirmPassword: 'Demo12345',
      isEulaAccepted: false,
      captchaResponse: 'x',
    });
    expect(errors).toEqual({
      confirmPassword: 'Confirmarea parolei nu se potrivește cu parola',
      isEulaAccepted: 'Poți continua doar dacă ești de acord cu termenii de utilizare',
    });
  });

  it("puts the object's own message (no artist) on the root field", () => {
    expect(
      validateForm(newTabBody, { title: 'Titlu', body: 'Am F', artistId: '', tempArtist: '' }, 'artist'),
    ).toEqual({
      artist: 'Cel puțin un artist trebuie selectat',
    });
  });
});
