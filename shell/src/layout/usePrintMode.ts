import { onPrintRequested } from '@acorduri/contracts';
import { useEffect, useState } from 'react';

/** Spec §2: the browser's print dialog opens 100 ms after print mode hid the bars and the drawer. */
export const PRINT_DELAY_MS = 100;
/** Set on <html> while printing; remotes may style for paper with `html[data-print-mode] …`. */
export const PRINT_MODE_ATTRIBUTE = 'data-print-mode';

/** Print mode requested by `requestPrint()`: hide, print after the delay, restore once the dialog closed. */
export function usePrintMode(): boolean {
  const [printing, setPrinting] = useState(false);

  useEffect(() => onPrintRequested(() => setPrinting(true)), []);

  useEffect(() => {
    if (!printing) return;
    const root = document.documentElement;
    root.setAttribute(PRINT_MODE_ATTRIBUTE, '');
    const timer = window.setTimeout(() => {
      // window.print() returns once the dialog is closed.
      window.print();
      setPrinting(false);
    }, PRINT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      root.removeAttribute(PRINT_MODE_ATTRIBUTE);
    };
  }, [printing]);

  return printing;
}
