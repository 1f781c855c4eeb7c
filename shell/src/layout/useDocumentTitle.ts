import { useEffect } from 'react';
import { MESSAGES } from '../messages';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${MESSAGES.siteTitle}`;
  }, [title]);
}
