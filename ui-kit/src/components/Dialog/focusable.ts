import type { KeyboardEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements inside `root` that Tab can reach, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Keeps Tab inside `container`: from its last focusable element to the first, Shift+Tab the other way.
 * Returns false when `container` has nothing focusable (the caller decides whether Tab may leave).
 */
export function wrapTabFocus(event: KeyboardEvent<HTMLElement>, container: HTMLElement): boolean {
  const focusables = focusableIn(container);
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return false;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
  return true;
}
