import { RemoteBoundary } from '@acorduri/ui-kit';
import { type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { NEAR_SCREEN_MARGIN } from './nearScreenMargin';

/** True from the first time the element is within NEAR_SCREEN_MARGIN of the viewport; never false again. */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  // Without IntersectionObserver (old browsers, jsdom) nothing can tell where the part is: it loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

// The slot keeps the part's usual height from the start: what follows does not move when the part arrives.
const Slot = styled.div<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
`;

interface Props {
  /** About the part's own height once drawn (never more, or a gap would stay under it). */
  readonly minHeight: string;
  /** Shown in the slot when the part's chunk cannot be loaded (offline) or the part fails. */
  readonly unavailable: ReactNode;
  /** Left off paper along with the slot's reserved height (the shell's print mode). */
  readonly hideInPrint?: boolean;
  /** Lazy components: their chunks are fetched once the slot nears the screen. */
  readonly children: ReactNode;
}

/**
 * A part below the fold (the tab page's rating and comments) rendered only once it nears the screen, so a first
 * visit does not download and run it with what the reader sees first (#28).
 */
export function NearScreen({ minHeight, unavailable, hideInPrint = false, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  return (
    <Slot
      ref={ref}
      $minHeight={minHeight}
      data-near-screen={near ? 'near' : 'waiting'}
      data-print={hideInPrint ? 'hide' : undefined}
    >
      {near && (
        <RemoteBoundary fallback={unavailable}>
          <Suspense fallback={null}>{children}</Suspense>
        </RemoteBoundary>
      )}
    </Slot>
  );
}
