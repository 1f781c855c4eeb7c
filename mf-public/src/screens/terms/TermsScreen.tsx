import { PATHS } from '@acorduri/contracts';
import { Link } from 'react-router';
import { MESSAGES } from '../../messages';
import { usePageMeta } from '../../pageMeta';
import { TERMS_CONTACT_INTRO, TERMS_CONTACT_LINK, TERMS_SECTIONS } from './termsContent';

export default function TermsScreen() {
  usePageMeta(MESSAGES.termsTitle);
  return (
    <article aria-labelledby="terms-title">
      <h1 id="terms-title">{MESSAGES.termsTitle}</h1>
      {TERMS_SECTIONS.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p>
        {TERMS_CONTACT_INTRO} <Link to={PATHS.contact}>{TERMS_CONTACT_LINK}</Link>.
      </p>
    </article>
  );
}
