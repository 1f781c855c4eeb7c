import { decryptTabBody } from '@acorduri/contracts';
import { startTransition, useEffect, useState } from 'react';

export type DecryptedBody =
  | { readonly state: 'pending' }
  | { readonly state: 'ready'; readonly text: string }
  | { readonly state: 'failed' };

/** Decrypts a tab body in the browser (WebCrypto, '%' stripped, spec §7). */
export function useDecryptedBody(encrypted: string | undefined): DecryptedBody {
  const [result, setResult] = useState<DecryptedBody>({ state: 'pending' });
  useEffect(() => {
    if (encrypted === undefined) return;
    let live = true;
    setResult({ state: 'pending' });
    // A transition: drawing a long sheet yields to the browser every few milliseconds instead of one long task.
    decryptTabBody(encrypted).then(
      (text) => live && startTransition(() => setResult({ state: 'ready', text })),
      () => live && setResult({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [encrypted]);
  return result;
}
