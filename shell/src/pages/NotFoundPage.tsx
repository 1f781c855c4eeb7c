import { useEffect } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../messages';
import { applyPageMeta } from '../meta/applyPageMeta';

export function NotFoundPage() {
  useEffect(() => applyPageMeta({ title: MESSAGES.notFoundTitle, description: MESSAGES.notFoundBody }), []);
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{MESSAGES.notFoundTitle}</h1>
      <p>{MESSAGES.notFoundBody}</p>
      <Link to="/">{MESSAGES.backHome}</Link>
    </section>
  );
}
