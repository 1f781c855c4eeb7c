import { PATHS } from '@acorduri/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../messages';

export default function DictionaryScreen() {
  useEffect(() => {
    document.title = MESSAGES.dictionaryTitle;
  }, []);
  return (
    <section aria-labelledby="dictionary-title">
      <h1 id="dictionary-title">{MESSAGES.dictionaryTitle}</h1>
      <Link to={PATHS.accessibleDictionary}>{MESSAGES.accessibleTitle}</Link>
    </section>
  );
}
