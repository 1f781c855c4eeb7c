import { CAPO_RANGE } from '@acorduri/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A link may say at which fret to put the capo (`?capo=2`, from "Ce pot cânta"): the fret is applied once, as if
 * the reader had chosen it (so it is remembered), and the parameter leaves the address so a reload keeps what the
 * reader changes afterwards.
 */
export function useCapoFromLink(setCapo: (fret: number) => void): void {
  const [params, setParams] = useSearchParams();
  const linked = params.get('capo');
  useEffect(() => {
    if (linked === null) return;
    const fret = Number(linked);
    if (Number.isInteger(fret) && fret >= CAPO_RANGE.min && fret <= CAPO_RANGE.max) setCapo(fret);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('capo');
        return next;
      },
      { replace: true },
    );
  }, [linked, setCapo, setParams]);
}
