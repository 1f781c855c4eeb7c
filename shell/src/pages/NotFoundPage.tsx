import { Link } from 'react-router';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { MESSAGES } from '../messages';

export function NotFoundPage() {
  useDocumentTitle(MESSAGES.notFoundTitle);
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{MESSAGES.notFoundTitle}</h1>
      <p>{MESSAGES.notFoundBody}</p>
      <Link to="/">{MESSAGES.backHome}</Link>
    </section>
  );
}
