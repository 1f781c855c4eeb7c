import { documentTitle } from '@acorduri/contracts';
import { useEffect } from 'react';

/** 'Screen | Acorduri pentru chitară', the same title the server sent with the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
