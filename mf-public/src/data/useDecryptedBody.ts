import { decryptTabBody } from '@acorduri/contracts';
import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export type DecryptedBody =
  | { readonly state: 'pending' }
  /** `first`: the page's first text, drawn as part of the page's start */
  | { readonly state: 'ready'; readonly text: string; readonly first: boolean }
  | { readonly state: 'failed' };

/** Whether a body was shown already in this page's life (its first one is part of the page's start). */
let bodyShown = false;

/**
 * Decrypts a tab body in the browser (WebCrypto, '%' stripped, spec §7). The page's first body, on the address it
 * was opened at (React Router's first location has the key 'default'), is drawn as a transition: the sheet renders
 * in slices while the rest of the page starts, not as one long task. A tab opened in the app is drawn at once, in
 * the frame after its text is decrypted (a transition there takes several frames; e2e
 * tab-client-navigation.spec.ts).
 */
export function useDecryptedBody(encrypted: string | undefined): DecryptedBody {
  const [result, setResult] = useState<DecryptedBody>({ state: 'pending' });
  const pageStart = useLocation().key === 'default';
  useEffect(() => {
    if (encrypted === undefined) return;
    let live = true;
    setResult({ state: 'pending' });
    decryptTabBody(encrypted).then(
      (text) => {
        if (!live) return;
        const first = pageStart && !bodyShown;
        const show = () => setResult({ state: 'ready', text, first });
        if (first) startTransition(show);
        else show();
        bodyShown = true;
      },
      () => live && setResult({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [encrypted, pageStart]);
  return result;
}
