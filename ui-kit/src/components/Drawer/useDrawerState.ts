import { useCallback, useEffect, useState } from 'react';
import { useIsMobile } from '../../hooks/useMediaQuery';

/**
 * The spec's drawer rule: open by default on wide screens, closed on mobile (below 1280 px); crossing the
 * breakpoint resets it to that default.
 */
export function useDrawerState() {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(!isMobile);
  useEffect(() => {
    setOpen(!isMobile);
  }, [isMobile]);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  /** For navigation links: on mobile, following one closes the drawer. */
  const closeIfMobile = useCallback(() => {
    if (isMobile) setOpen(false);
  }, [isMobile]);
  return { open, setOpen, toggle, closeIfMobile, isMobile };
}
