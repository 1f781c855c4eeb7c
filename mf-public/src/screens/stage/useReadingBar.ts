import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Scrolled this far (px) down the song, the bar makes room for the text; back near the top it shows again. */
const HIDE_AFTER = 48;

/** Controls a tap may land on without meaning 'show or hide the bar'. */
const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="toolbar"], [role="dialog"]';

/**
 * The stage bar gets out of the way while reading: it hides when the song scrolls down (by hand or autoscroll)
 * and comes back on a tap on the song, near the top, or when the keyboard moves focus into it.
 */
export function useReadingBar(scroller: RefObject<HTMLElement | null>) {
  const [shown, setShown] = useState(true);
  const lastTop = useRef(0);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => {
      const top = element.scrollTop;
      if (top <= HIDE_AFTER) setShown(true);
      else if (top > lastTop.current) setShown(false);
      lastTop.current = top;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [scroller]);
  const onTap = useCallback((target: EventTarget | null) => {
    if (target instanceof Element && target.closest(INTERACTIVE)) return;
    setShown((value) => !value);
  }, []);
  const show = useCallback(() => setShown(true), []);
  return { shown, onTap, show };
}
