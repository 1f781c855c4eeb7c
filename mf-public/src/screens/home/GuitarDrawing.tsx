import { MESSAGES } from '../../messages';

/** The home page's drawing: a simple line guitar, drawn in the text colour. */
export function GuitarDrawing() {
  return (
    <svg role="img" aria-label={MESSAGES.drawingAlt} width="160" height="160" viewBox="0 0 160 160">
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <circle cx="62" cy="104" r="34" />
        <circle cx="86" cy="76" r="24" />
        <circle cx="68" cy="98" r="9" />
        <path d="M80 84 L140 24" />
        <path d="M134 18 l12 12 M130 30 l-4 -4 M140 40 l-4 -4" />
      </g>
    </svg>
  );
}
