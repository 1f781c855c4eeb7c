/** The text of the box and its selection, before and after a formatting button. */
export interface TextSelection {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

export type MarkdownAction =
  | 'heading'
  | 'bold'
  | 'italic'
  | 'bulletList'
  | 'numberedList'
  | 'link'
  | 'chords';

/** What a button puts in when nothing is selected; it comes selected, to be typed over. */
export interface FormattingPlaceholders {
  readonly heading: string;
  readonly bold: string;
  readonly italic: string;
  readonly listItem: string;
  readonly linkText: string;
  readonly chords: string;
}

/** The selection wrapped in `before`/`after`; the wrapped text (or the placeholder put instead) stays selected. */
function wrap({ text, start, end }: TextSelection, before: string, after: string, placeholder: string) {
  const inner = start === end ? placeholder : text.slice(start, end);
  return {
    text: `${text.slice(0, start)}${before}${inner}${after}${text.slice(end)}`,
    start: start + before.length,
    end: start + before.length + inner.length,
  };
}

/** Every line the selection touches gets `prefix(index)`; empty, the placeholder becomes one such line. */
function prefixLines(
  { text, start, end }: TextSelection,
  prefix: (index: number) => string,
  placeholder: string,
): TextSelection {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const block = text.slice(lineStart, lineEnd);
  if (block.trim() === '') {
    const line = `${prefix(0)}${placeholder}`;
    return {
      text: `${text.slice(0, lineStart)}${line}${text.slice(lineEnd)}`,
      start: lineStart + prefix(0).length,
      end: lineStart + line.length,
    };
  }
  const lines = block.split('\n').map((line, index) => `${prefix(index)}${line}`);
  const replaced = lines.join('\n');
  return {
    text: `${text.slice(0, lineStart)}${replaced}${text.slice(lineEnd)}`,
    start: lineStart,
    end: lineStart + replaced.length,
  };
}

/** A fenced block on lines of its own around the selection (chord shapes keep their spacing there). */
function fence(selection: TextSelection, placeholder: string): TextSelection {
  const { text, start } = selection;
  const before = start === 0 || text[start - 1] === '\n' ? '```\n' : '\n```\n';
  const after = selection.end === text.length || text[selection.end] === '\n' ? '\n```' : '\n```\n';
  return wrap(selection, before, after, placeholder);
}

/** The Markdown a formatting button (or its shortcut) writes into the box. */
export function applyMarkdown(
  action: MarkdownAction,
  selection: TextSelection,
  placeholders: FormattingPlaceholders,
): TextSelection {
  switch (action) {
    case 'heading':
      return prefixLines(selection, () => '## ', placeholders.heading);
    case 'bold':
      return wrap(selection, '**', '**', placeholders.bold);
    case 'italic':
      return wrap(selection, '*', '*', placeholders.italic);
    case 'bulletList':
      return prefixLines(selection, () => '- ', placeholders.listItem);
    case 'numberedList':
      return prefixLines(selection, (index) => `${index + 1}. `, placeholders.listItem);
    case 'link': {
      // The address is what is left to type: it comes selected.
      const linked = wrap(selection, '[', '](https://)', placeholders.linkText);
      return { text: linked.text, start: linked.end + 2, end: linked.end + 2 + 'https://'.length };
    }
    case 'chords':
      return fence(selection, placeholders.chords);
  }
}
