import { PATHS } from '@acorduri/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../messages';

export default function LoginScreen() {
  useEffect(() => {
    document.title = MESSAGES.loginTitle;
  }, []);
  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title">{MESSAGES.loginTitle}</h1>
      <p>
        <Link to={PATHS.forgotPassword}>{MESSAGES.forgotPasswordLink}</Link> ·{' '}
        <Link to={PATHS.register}>{MESSAGES.newAccountLink}</Link>
      </p>
    </section>
  );
}
