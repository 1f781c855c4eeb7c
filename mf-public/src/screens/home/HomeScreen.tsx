import { PATHS } from '@acorduri/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../messages';

export default function HomeScreen() {
  useEffect(() => {
    document.title = MESSAGES.homeTitle;
  }, []);
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{MESSAGES.homeTitle}</h1>
      <p>{MESSAGES.homeIntro}</p>
      <p>
        <Link to={PATHS.register}>{MESSAGES.homeRegister}</Link> ·{' '}
        <Link to={PATHS.lessons}>{MESSAGES.homeLessons}</Link>
      </p>
    </section>
  );
}
