import { Spinner } from '@acorduri/ui-kit';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { RemoteBoundary } from '../../../components/RemoteBoundary';
import { lazyRemote } from '../../../components/remoteParts';
import { TAB_MESSAGES as M, MESSAGES } from '../../../messages';

/** mf-chords' diagram of one chord named as in the text, on the instrument chosen in the strip. */
const ChordDiagram = lazyRemote<{ name: string; german?: boolean }>('mf_chords/ChordDiagram');

const Anchor = styled.span`
  position: relative;
`;

/** WCAG 2.5.8's minimum target: 24 × 24 px. */
export const MIN_TARGET_PX = 24;

const NameButton = styled.button<{ $columns: number }>`
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  background: none;
  border: 0;
  padding: 0;
  /* A 24 px target from the name's first column: a shorter name's box reaches over the spaces after it, and the
     negative margin takes the extra width back so the columns after it do not move (the sheet keeps each chord
     over its syllable). ChordSheet keeps the next chunk's names out of this box. */
  display: inline-block;
  min-width: ${MIN_TARGET_PX}px;
  min-height: ${MIN_TARGET_PX}px;
  margin-right: min(0px, calc(${({ $columns }) => $columns}ch - ${MIN_TARGET_PX}px));
  text-align: left;
  line-height: inherit;
  vertical-align: top;
  cursor: pointer;
  position: relative;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** The padding-top bridges the gap below the name so the pointer can move into the popover. */
const Popover = styled.span<{ $above: boolean }>`
  position: absolute;
  left: 0;
  ${({ $above }) => ($above ? 'bottom: 100%; padding-bottom: 6px;' : 'top: 100%; padding-top: 6px;')}
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  white-space: normal;
  &:focus {
    outline: none;
  }
`;

const Card = styled.span`
  display: block;
  padding: ${({ theme }) => theme.spacing.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: 0 4px 16px rgb(0 0 0 / 20%);
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

/** How the popover was opened: a hover closes when the pointer leaves, a tap or a key press stays. */
type Opened = 'hover' | 'pinned' | 'keyboard';

export interface ChordNameProps {
  readonly name: string;
  readonly german: boolean;
  /** Whether this chord's popover is the page's open one (one at a time) */
  readonly open: Opened | null;
  readonly onOpen: (how: Opened | null) => void;
}

/**
 * Keeps the popover inside the viewport: shifted left from the right edge, above the name when there is no room
 * below. Measured again when its content changes size (the diagram arrives after a spinner).
 */
function usePlacement(open: boolean) {
  const ref = useRef<HTMLSpanElement>(null);
  const [placement, setPlacement] = useState({ shift: 0, above: false });
  useLayoutEffect(() => {
    const element = ref.current;
    const anchor = element?.parentElement;
    if (!open || !element || !anchor) return;
    const place = () => {
      const margin = 8;
      const { width, height } = element.getBoundingClientRect();
      const name = anchor.getBoundingClientRect();
      const overflowRight = name.left + width - (window.innerWidth - margin);
      const shift = overflowRight > 0 ? Math.max(-overflowRight, margin - name.left) : 0;
      const above = window.innerHeight - name.bottom < height && name.top > height;
      setPlacement((current) =>
        current.shift === shift && current.above === above ? current : { shift, above },
      );
    };
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);
  return { ref, placement };
}

/**
 * A chord name of the text as a button: hovering with a mouse, tapping, or Enter/Space shows its diagram in a
 * popover; Escape (or a tap elsewhere) closes it and keyboard focus comes back to the name.
 */
export function ChordName({ name, german, open, onOpen }: ChordNameProps) {
  const popoverId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const { ref: popover, placement } = usePlacement(open !== null);

  useEffect(() => {
    if (open === 'keyboard') popover.current?.focus();
  }, [open, popover]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!anchor.current?.contains(event.target as Node)) onOpen(null);
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onOpen(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, onOpen]);

  const click = (event: MouseEvent) => {
    // detail 0: Enter or Space, which moves focus into the popover so a screen reader reads the diagram.
    const how: Opened = event.detail === 0 ? 'keyboard' : 'pinned';
    onOpen(open === 'pinned' || open === 'keyboard' ? null : how);
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onOpen(null);
    button.current?.focus();
  };
  const hover = (event: PointerEvent, entering: boolean) => {
    if (event.pointerType !== 'mouse') return;
    if (entering && !open) onOpen('hover');
    if (!entering && open === 'hover') onOpen(null);
  };

  return (
    <Anchor
      ref={anchor}
      onKeyDown={keyDown}
      onPointerEnter={(event) => hover(event, true)}
      onPointerLeave={(event) => hover(event, false)}
      onBlur={(event) => {
        if (open === 'keyboard' && !anchor.current?.contains(event.relatedTarget as Node | null))
          onOpen(null);
      }}
    >
      <NameButton
        ref={button}
        type="button"
        aria-expanded={open !== null}
        aria-controls={open ? popoverId : undefined}
        aria-haspopup="dialog"
        $columns={name.length}
        onClick={click}
      >
        {name}
      </NameButton>
      {open && (
        <Popover
          ref={popover}
          id={popoverId}
          role="dialog"
          aria-label={M.chordPopover(name)}
          tabIndex={-1}
          $above={placement.above}
          style={{ transform: `translateX(${placement.shift}px)` }}
        >
          <Card>
            {name}
            <RemoteBoundary fallback={M.diagramsUnavailable}>
              <Suspense fallback={<Spinner size="sm" label={MESSAGES.loading} />}>
                <ChordDiagram name={name} german={german} />
              </Suspense>
            </RemoteBoundary>
          </Card>
        </Popover>
      )}
    </Anchor>
  );
}
