import { type RefObject, useEffect } from 'react';

export interface StageActions {
  readonly previous: () => void;
  readonly next: () => void;
  readonly first: () => void;
  readonly last: () => void;
  readonly larger: () => void;
  readonly smaller: () => void;
  readonly toggleScroll: () => void;
  readonly toggleFullscreen: () => void;
}

/** Share of the visible height one page turn scrolls: a line or two stays in view to keep one's place. */
const PAGE_SHARE = 0.85;

/** Controls that need their own keys (typing, sliders, lists) and dialogs (a chord diagram) keep them. */
function ownsKeys(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.closest('input, textarea, select, [role="dialog"], [role="slider"]') !== null)
  );
}

/** What a key does on stage; undefined for keys left to the page. */
function keyAction(
  key: string,
  shift: boolean,
  onButton: boolean,
  actions: StageActions,
  turn: (direction: 1 | -1) => void,
): (() => void) | undefined {
  switch (key) {
    case 'ArrowRight':
      return actions.next;
    case 'ArrowLeft':
      return actions.previous;
    case 'PageDown':
      return () => turn(1);
    case 'PageUp':
      return () => turn(-1);
    case ' ':
      // Space keeps activating a focused button; the pedals send PageDown/PageUp or arrows anyway.
      return onButton ? undefined : () => turn(shift ? -1 : 1);
    case 'Home':
      return actions.first;
    case 'End':
      return actions.last;
    case '+':
    case '=':
      return actions.larger;
    case '-':
      return actions.smaller;
    case 's':
    case 'S':
      return actions.toggleScroll;
    case 'f':
    case 'F':
      return actions.toggleFullscreen;
    default:
      return undefined;
  }
}

/**
 * Stage keys, including what Bluetooth page-turner pedals send: arrows change song; Space/PageDown and PageUp
 * turn a screen of the song and, at its end (or start), go to the next (or previous) song.
 */
export function useStageKeys(scroller: RefObject<HTMLElement | null>, actions: StageActions) {
  useEffect(() => {
    const turn = (direction: 1 | -1) => {
      const element = scroller.current;
      if (!element) return;
      const atEnd =
        direction === 1
          ? element.scrollTop + element.clientHeight >= element.scrollHeight - 1
          : element.scrollTop <= 0;
      if (atEnd) {
        if (direction === 1) actions.next();
        else actions.previous();
      } else element.scrollTop += direction * Math.round(element.clientHeight * PAGE_SHARE);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownsKeys(event.target))
        return;
      const onButton = event.target instanceof HTMLElement && event.target.closest('button, a') !== null;
      const handler = keyAction(event.key, event.shiftKey, onButton, actions, turn);
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [scroller, actions]);
}
