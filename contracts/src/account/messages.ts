/**
 * Romanian messages of the account area and the contact form (spec §5, §8), used by the API and the forms.
 * Where the spec names a rule without its text, the wording follows the spec's own phrasing (see api/README.md).
 */
export const ACCOUNT_MESSAGES = {
  emailRequired: 'Adresa de email trebuie completată',
  emailInvalid: 'Adresa de email nu este validă',
  emailTooShort: 'Adresa de email trebuie să conțină cel puțin 5 caractere',
  emailTooLong50: 'Adresa de email depășește 50 de caractere',
  emailTooLong100: 'Adresa de email depășește 100 de caractere',
  emailConfirmationMismatch: 'Confirmarea adresei de email nu se potrivește cu adresa de email',
  emailTaken: 'Există deja un cont cu această adresă de email.',
  passwordRequired: 'Parola trebuie completată',
  passwordTooShort: 'Parola trebuie să conțină cel puțin 6 caractere',
  passwordTooLong50: 'Parola depășește 50 de caractere',
  passwordTooLong100: 'Parola depășește 100 de caractere',
  newPasswordRequired: 'Parola nouă trebuie completată',
  passwordConfirmationRequired: 'Confirmarea parolei trebuie completată',
  passwordConfirmationMismatch: 'Confirmarea parolei nu se potrivește cu parola',
  currentPasswordWrong: 'Parola actuală nu este corectă.',
  nameRequired: 'Numele sau pseudonimul trebuie completat',
  nameTooShort: 'Numele sau pseudonimul trebuie să conțină cel puțin 3 caractere',
  nameTooLong: 'Numele sau pseudonimul depășește 50 de caractere',
  nameInvalidCharacters: 'Numele sau pseudonimul conține caractere nevalide',
  nameUnavailable: 'Nume indisponibil',
  eulaRequired: 'Poți continua doar dacă ești de acord cu termenii de utilizare',
  loginCaptchaRequired: 'Provocarea Captcha trebuie completată.',
  captchaRequired: 'Captcha-ul trebuie completat.',
  captchaInvalid: 'Verificarea Captcha nu a reușit. Vă rugăm să încercați din nou.',
  tokenInvalid: 'Token-ul de verificare nu este valid.',
  badCredentials: 'Email sau parolă incorecte.',
  emailNotVerified:
    'Adresa de email nu a fost confirmată. Ți-am trimis din nou linkul de confirmare; verifică și cutia de spam.',
  accountDeactivated: 'Contul a fost dezactivat.',
  fieldTooLong200: 'Acest câmp permite maxim 200 de caractere',
  instrumentsInvalid: 'Lista de instrumente nu este validă.',
  locationInvalid: 'Localitatea aleasă nu este validă.',
  fieldRequired: 'Acest câmp trebuie completat',
  messageTooLong: 'A fost depășit numărul maxim permis de caractere',
  inquiryTypeInvalid: 'Subiectul ales nu este valid.',
  forgotPasswordSent:
    'Am trimis un email la adresa specificată. Verifică și cutia de spam pentru orice eventualitate.',
  passwordChanged: 'Parola a fost schimbată cu succes.',
} as const;

/** The contact call's success answer (`message`), as the spec's front-end checks it. */
export const CONTACT_SUCCESS_MESSAGE = 'Email sent successfully.';
