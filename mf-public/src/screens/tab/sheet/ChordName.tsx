import { Spinner } from '@acorduri/ui-kit';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styled, { css } from 'styled-components';
import { RemoteBoundary } from '../../../components/RemoteBoundary';
import { lazyRemote } from '../../../components/remoteParts';
import { TAB_MESSAGES as M, MESSAGES } from '../../../messages';

/** mf-chords' diagram of one chord named as in the text, on the instrument chosen in the strip. */
const ChordDiagram = lazyRemote<{ name: string; german?: boolean }>('mf_chords/ChordDiagram');

/** WCAG 2.5.8's minimum target: 24 × 24 px. */
export const MIN_TARGET_PX = 24;

/**
 * The chord names' style, written once in the sheet's own rules (ChordSheet) rather than as a styled component
 * per name: a tab holds a hundred names or more, and each styled instance costs a theme lookup and a class hash
 * in the first render of the page. A 24 px target from the name's first column: a shorter name's box reaches over
 * the spaces after it, and the negative margin (written on each name, from its length) takes the extra width back
 * so the columns after it do not move (the sheet keeps each chord over its syllable). ChordSheet keeps the next
 * chunk's names out of this box.
 */
export const chordNameStyle = css`
  .chord-anchor {
    position: relative;
  }
  .chord-name {
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
    background: none;
    border: 0;
    padding: 0;
    display: inline-block;
    min-width: ${MIN_TARGET_PX}px;
    min-height: ${MIN_TARGET_PX}px;
    text-align: left;
    line-height: inherit;
    vertical-align: top;
    cursor: pointer;
    position: relative;
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.colors.primary};
      outline-offset: 2px;
    }
  }
`;

/** Takes back the part of the 24 px target wider than a name of `columns` characters. */
const marginRight = (columns: number) => `min(0px, calc(${columns}ch - ${MIN_TARGET_PX}px))`;

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
  /** The id of this name's popover, unique in the page (aria-controls) */
  readonly popoverId: string;
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
function usePlacement() {
  const ref = useRef<HTMLSpanElement>(null);
  const [placement, setPlacement] = useState({ shift: 0, above: false });
  useLayoutEffect(() => {
    const element = ref.current;
    const anchor = element?.parentElement;
    if (!element || !anchor) return;
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
  }, []);
  return { ref, placement };
}

interface PopoverProps {
  readonly id: string;
  readonly name: string;
  readonly german: boolean;
  readonly open: Opened;
  readonly onOpen: (how: Opened | null) => void;
}

/** The open name's diagram: placed, focused when opened from the keyboard, closed by Escape or a tap elsewhere. */
function ChordPopover({ id, name, german, open, onOpen }: PopoverProps) {
  const { ref: popover, placement } = usePlacement();

  useEffect(() => {
    if (open === 'keyboard') popover.current?.focus();
  }, [open, popover]);

  useEffect(() => {
    const anchor = popover.current?.parentElement;
    const closeOutside = (event: Event) => {
      if (!anchor?.contains(event.target as Node)) onOpen(null);
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
  }, [onOpen, popover]);

  return (
    <Popover
      ref={popover}
      id={id}
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
  );
}

/**
 * A chord name of the text as a button: hovering with a mouse, tapping, or Enter/Space shows its diagram in a
 * popover; Escape (or a tap elsewhere) closes it and keyboard focus comes back to the name. A closed name is two
 * plain elements without hooks (the sheet renders every name of the tab at once); the popover holds the rest.
 */
export function ChordName({ popoverId, name, german, open, onOpen }: ChordNameProps) {
  const click = (event: MouseEvent) => {
    // detail 0: Enter or Space, which moves focus into the popover so a screen reader reads the diagram.
    const how: Opened = event.detail === 0 ? 'keyboard' : 'pinned';
    onOpen(open === 'pinned' || open === 'keyboard' ? null : how);
  };
  const keyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onOpen(null);
    event.currentTarget.querySelector('button')?.focus();
  };
  const hover = (event: PointerEvent, entering: boolean) => {
    if (event.pointerType !== 'mouse') return;
    if (entering && !open) onOpen('hover');
    if (!entering && open === 'hover') onOpen(null);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it hears the events of the name button and popover inside
    <span
      className="chord-anchor"
      onKeyDown={keyDown}
      onPointerEnter={(event) => hover(event, true)}
      onPointerLeave={(event) => hover(event, false)}
      onBlur={(event) => {
        if (open === 'keyboard' && !event.currentTarget.contains(event.relatedTarget as Node | null))
          onOpen(null);
      }}
    >
      <button
        className="chord-name"
        type="button"
        aria-expanded={open !== null}
        aria-controls={open ? popoverId : undefined}
        aria-haspopup="dialog"
        style={{ marginRight: marginRight(name.length) }}
        onClick={click}
      >
        {name}
      </button>
      {open && <ChordPopover id={popoverId} name={name} german={german} open={open} onOpen={onOpen} />}
    </span>
  );
}
