import { KEY_LINK_PARAMS, keyLinkValue } from '@acorduri/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A link may say in which key and with which capo to open the song (`?transpunere=2&capo=3` from a songbook,
 * `?capo=2` from "Ce pot cânta"): each is applied once, as if the reader had chosen it (so it is remembered),
 * and the parameters leave the address so a reload keeps what the reader changes afterwards. Values out of range
 * are ignored.
 */
export function useKeyFromLink(
  setSemitones: (semitones: number) => void,
  setCapo: (fret: number) => void,
): void {
  const [params, setParams] = useSearchParams();
  const linkedTranspose = params.get(KEY_LINK_PARAMS.transpose);
  const linkedCapo = params.get(KEY_LINK_PARAMS.capo);
  useEffect(() => {
    if (linkedTranspose === null && linkedCapo === null) return;
    const semitones = keyLinkValue('transpose', linkedTranspose);
    const fret = keyLinkValue('capo', linkedCapo);
    if (semitones !== undefined) setSemitones(semitones);
    if (fret !== undefined) setCapo(fret);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(KEY_LINK_PARAMS.transpose);
        next.delete(KEY_LINK_PARAMS.capo);
        return next;
      },
      { replace: true },
    );
  }, [linkedTranspose, linkedCapo, setSemitones, setCapo, setParams]);
}
